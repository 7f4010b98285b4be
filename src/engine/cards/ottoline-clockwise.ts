import { behaviour } from './behaviour';
import { draw } from '../effects';

// The text on the card: see assets/cards/cards.json (ottoline-clockwise).
export default behaviour({
  id: 'ottoline-clockwise',
  resolve: ({ s, me }) => {
    draw(s, me, 1);
    s.players[me].bacon += 1;
  },
});
