import { behaviour } from './behaviour';
import { gainBacon } from '../bacon';
import { draw } from '../effects';

// The text on the card: see assets/cards/cards.json (ottoline-clockwise).
export default behaviour({
  id: 'ottoline-clockwise',
  // Hoarded Hours: banked bacon (3 or more) is worth a card every round.
  passive: { roundStart: ({ s, me }) => { if (s.players[me].bacon >= 3) draw(s, me, 1); } },
  resolve: ({ s, me }) => {
    draw(s, me, 1);
    gainBacon(s, me, 1);
  },
});
