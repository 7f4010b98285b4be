import { behaviour } from './behaviour';
import { dealDamage } from '../damage';
import { draw } from '../effects';

// The text on the card: see assets/cards/cards.json (hall-torch).
export default behaviour({
  id: 'hall-torch',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => {
    if (target) dealDamage(s, target, 1, me);
    draw(s, me, 1);
  },
});
