import { behaviour } from './behaviour';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/units.json (trade-secrets).
export default behaviour({
  id: 'trade-secrets',
  resolve: ({ s, me, foe }) => {
    draw(s, me, 2);
    if (!s.winner) draw(s, foe, 1);
  },
});
