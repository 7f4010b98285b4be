import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { dealDamage } from '../damage';
import { retunedCardsV17 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (counterblow).
export default behaviour({
  id: 'counterblow',
  target: 'blocker',
  window: 'blocked',
  resolve: ({ s, me, target }) => {
    if (!target) return;
    addStatus(target, 'disarmed');
    if (retunedCardsV17(s.setup)) dealDamage(s, target, 2, me); // version 17 on: the blocker it names is hurt as well
  },
});
