import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/cards.json (wild-surge).
export default behaviour({
  id: 'wild-surge',
  target: 'friendly-character',
  resolve: ({ target }) => {
    if (!target) return;
    addStatus(target, 'buffed');
    addStatus(target, 'empowered');
  },
});
