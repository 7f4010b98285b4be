import { behaviour } from './behaviour';
import { addStatus, characters } from '../ops';

// The text on the card: see assets/cards/cards.json (rallying-horn).
export default behaviour({
  id: 'rallying-horn',
  resolve: ({ s, me }) => { for (const c of characters(s, me)) addStatus(c, 'buffed'); },
});
