import { behaviour } from './behaviour';
import { heal } from '../damage';
import { livingChampions } from '../ops';

// The text on the card: see assets/cards/cards.json (sanctuary).
export default behaviour({
  id: 'sanctuary',
  resolve: ({ s, me }) => { for (const c of livingChampions(s, me)) heal(c, 1); },
});
