import { behaviour } from './behaviour';
import { dealDamage } from '../damage';
import { retunedCardsV10, retunedCardsV17 } from '../rulesVersion';

// The text on the card: see assets/cards/cards.json (flashfire-ward).
export default behaviour({
  id: 'flashfire-ward',
  target: 'attacker',
  window: 'attacked',
  // Version 10 on: 3; 17 on: 2 again (it read 14 points above a plain unit).
  resolve: ({ s, me, target }) => { if (target) dealDamage(s, target, retunedCardsV10(s.setup) && !retunedCardsV17(s.setup) ? 3 : 2, me); },
});
