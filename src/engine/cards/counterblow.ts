import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/sets/champions.json (counterblow).
export default behaviour({
  id: 'counterblow',
  target: 'blocker',
  window: 'blocked',
  resolve: ({ target }) => { if (target) addStatus(target, 'disarmed'); },
});
