import { behaviour } from './behaviour';
import { gainBacon } from '../bacon';
import { draw } from '../effects';

// The text on the card: see assets/cards/cards.json (ottoline-clockwise).
export default behaviour({
  id: 'ottoline-clockwise',
  resolve: ({ s, me }) => {
    draw(s, me, 1);
    gainBacon(s, me, 1);
  },
});
