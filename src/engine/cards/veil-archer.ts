import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/sets/units.json (veil-archer).
export default behaviour({
  id: 'veil-archer',
  resolve: () => {},
  onAttack: ({ target }) => { if (target) addStatus(target, 'marked'); },
});
