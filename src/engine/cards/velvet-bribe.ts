import { behaviour } from './behaviour';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (velvet-bribe).
export default behaviour({
  id: 'velvet-bribe',
  resolve: ({ s, me, foe }) => {
    s.players[me].bacon += 2;
    draw(s, me, 1);
    s.players[foe].bacon += 1;
  },
});
