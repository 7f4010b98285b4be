import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/sets/units.json (hasten).
export default behaviour({
  id: 'hasten',
  target: 'friendly-unit',
  resolve: ({ target }) => {
    if (!target) return;
    delete target.arrived;
    addStatus(target, 'buffed');
  },
});
