import { behaviour } from './behaviour';
import { dealDamage } from '../damage';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (blood-price).
export default behaviour({
  id: 'blood-price',
  target: 'friendly-champion',
  resolve: ({ s, me, target }) => {
    if (target) dealDamage(s, target, 1, null);
    if (s.winner) return;
    draw(s, me, 2);
    s.players[me].bacon += 1;
  },
});
