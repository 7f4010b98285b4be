import { behaviour } from './behaviour';
import { summon, hasConjuration } from '../effects';

// The text on the card: see assets/cards/cards.json (shade-conjury).
// The summoned unit enters exhausted: it cannot attack or block until the next round.
export default behaviour({
  id: 'shade-conjury',
  playable: ({ s, me }) => hasConjuration(s, me, 'mirror-shade') && s.players[me].piles.play.length < 5,
  resolve: ({ s, me }) => {
    const u = summon(s, me, 'mirror-shade');
    if (u) u.exhausted = true;
  },
});
