import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/sets/champions.json (kiln-warden).
export default behaviour({
  id: 'kiln-warden',
  target: 'enemy-character',
  resolve: ({ target }) => { if (target) addStatus(target, 'marked'); },
});
