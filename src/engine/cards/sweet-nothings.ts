import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/cards.json (sweet-nothings).
export default behaviour({
  id: 'sweet-nothings',
  target: 'enemy-character',
  resolve: ({ target }) => {
    if (!target) return;
    target.exhausted = true;
    addStatus(target, 'disarmed');
  },
});
