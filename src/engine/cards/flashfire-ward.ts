import { behaviour } from './behaviour';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/cards.json (flashfire-ward).
export default behaviour({
  id: 'flashfire-ward',
  target: 'attacker',
  window: 'attacked',
  resolve: ({ s, me, target }) => { if (target) dealDamage(s, target, 2, me); },
});
