import { behaviour } from './behaviour';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (veiled-bargain).
export default behaviour({
  id: 'veiled-bargain',
  resolve: ({ s, me, foe }) => {
    draw(s, me, 2);
    s.players[foe].bacon += 1;
  },
});
