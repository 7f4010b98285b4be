import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/cards.json (tempered-resolve).
export default behaviour({
  id: 'tempered-resolve',
  target: 'friendly-attacker',
  window: 'blocked',
  resolve: ({ target }) => {
    if (!target) return;
    addStatus(target, 'buffed');
    addStatus(target, 'empowered');
  },
});
