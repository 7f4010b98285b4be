import { behaviour } from './behaviour';
import { heal } from '../damage';
import { draw } from '../effects';

// The text on the card: see assets/cards/cards.json (kindred-mend).
export default behaviour({
  id: 'kindred-mend',
  target: 'friendly-champion',
  resolve: ({ s, me, target }) => {
    if (target) heal(target, 2);
    draw(s, me, 1);
  },
});
