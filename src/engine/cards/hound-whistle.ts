import { behaviour } from './behaviour';
import { summon, hasConjuration } from '../effects';

// The text on the card: see assets/cards/cards.json (hound-whistle).
export default behaviour({
  id: 'hound-whistle',
  playable: ({ s, me }) => hasConjuration(s, me, 'charmed-hound') && s.players[me].piles.play.length < 5,
  resolve: ({ s, me }) => { summon(s, me, 'charmed-hound'); },
});
