import { behaviour } from './behaviour';
import { summon, hasConjuration } from '../effects';

// The text on the card: see assets/cards/cards.json (shade-conjury).
export default behaviour({
  id: 'shade-conjury',
  playable: ({ s, me }) => hasConjuration(s, me, 'mirror-shade') && s.players[me].piles.play.length < 5,
  resolve: ({ s, me }) => { summon(s, me, 'mirror-shade'); },
});
