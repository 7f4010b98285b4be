import { behaviour } from './behaviour';
import { heal } from '../damage';

// The text on the card: see assets/cards/sets/champions.json (lay-on-hands).
// The price is tempo: the healed champion cannot attack or block until the next round.
export default behaviour({
  id: 'lay-on-hands',
  target: 'friendly-champion',
  resolve: ({ target }) => {
    if (!target) return;
    heal(target, 3);
    target.exhausted = true;
  },
});
