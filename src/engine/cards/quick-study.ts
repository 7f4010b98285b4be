import { behaviour } from './behaviour';
import { draw } from '../effects';

// The text on the card: see assets/cards/cards.json (quick-study).
export default behaviour({
  id: 'quick-study',
  resolve: ({ s, me }) => draw(s, me, 2),
});
