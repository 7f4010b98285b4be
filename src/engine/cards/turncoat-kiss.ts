import { behaviour } from './behaviour';
import { dealDamage } from '../damage';
import { draw } from '../effects';

// The text on the card: see assets/cards/cards.json (turncoat-kiss).
export default behaviour({
  id: 'turncoat-kiss',
  target: 'blocker',
  window: 'blocked',
  resolve: ({ s, me, target }) => {
    if (target) dealDamage(s, target, 2, me);
    draw(s, me, 1);
  },
});
