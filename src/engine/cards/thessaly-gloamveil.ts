import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/cards.json (thessaly-gloamveil).
export default behaviour({
  id: 'thessaly-gloamveil',
  target: 'enemy-character',
  resolve: ({ target }) => { if (target) addStatus(target, 'disarmed'); },
});
