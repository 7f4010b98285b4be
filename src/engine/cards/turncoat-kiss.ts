import { behaviour } from './behaviour';
import { dealDamage } from '../damage';
import { draw } from '../effects';
import { retunedCardsV10, retunedCardsV17 } from '../rulesVersion';

// The text on the card: see assets/cards/cards.json (turncoat-kiss).
export default behaviour({
  id: 'turncoat-kiss',
  target: 'blocker',
  window: 'blocked',
  resolve: ({ s, me, target }) => {
    if (target) dealDamage(s, target, retunedCardsV17(s.setup) ? 4 : retunedCardsV10(s.setup) ? 3 : 2, me); // version 10 on: 3 damage, 17 on: 4
    draw(s, me, 1);
  },
});
