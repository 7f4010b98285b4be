import { behaviour } from './behaviour';
import { dealDamage, heal } from '../damage';

// The text on the card: see assets/cards/cards.json (maelis-threadbinder).
export default behaviour({
  id: 'maelis-threadbinder',
  target: 'enemy-character',
  resolve: ({ s, me, source, target }) => {
    if (target) dealDamage(s, target, 1, me);
    heal(source, 1);
  },
});
