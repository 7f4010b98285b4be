import { behaviour } from './behaviour';
import { dealDamage } from '../damage';
import { retunedCardsV10 } from '../rulesVersion';

// The text on the card: see assets/cards/cards.json (flashfire-ward).
export default behaviour({
  id: 'flashfire-ward',
  target: 'attacker',
  window: 'attacked',
  resolve: ({ s, me, target }) => { if (target) dealDamage(s, target, retunedCardsV10(s.setup) ? 3 : 2, me); }, // version 10 on: 3
});
