import { behaviour } from './behaviour';
import { summon, hasConjuration } from '../effects';

// The text on the card: see assets/cards/cards.json (clockwork-foundry).
export default behaviour({
  id: 'clockwork-foundry',
  playable: ({ s, me }) => hasConjuration(s, me, 'clockwork-sentinel') && s.players[me].piles.play.length < 5,
  resolve: ({ s, me }) => { summon(s, me, 'clockwork-sentinel'); },
});
