import { behaviour } from './behaviour';
import { heal } from '../damage';

// The text on the card: see assets/cards/sets/champions.json (seed-bargain).
export default behaviour({
  id: 'seed-bargain',
  target: 'friendly-character',
  resolve: ({ target }) => {
    if (!target) return;
    heal(target, 3);
    target.exhausted = true;
  },
});
