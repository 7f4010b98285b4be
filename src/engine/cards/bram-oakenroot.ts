import { behaviour } from './behaviour';
import { heal } from '../damage';

// The text on the card: see assets/cards/cards.json (bram-oakenroot).
export default behaviour({
  id: 'bram-oakenroot',
  target: 'friendly-character',
  resolve: ({ target }) => { if (target) heal(target, 2); },
});
