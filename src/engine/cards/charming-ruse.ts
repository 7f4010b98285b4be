import { behaviour } from './behaviour';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (charming-ruse).
export default behaviour({
  id: 'charming-ruse',
  target: 'friendly-ready-character',
  resolve: ({ s, me, target }) => {
    if (target) target.exhausted = true;
    draw(s, me, 2);
  },
});
