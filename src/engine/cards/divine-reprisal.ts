import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { retunedCardsV8 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (divine-reprisal).
export default behaviour({
  id: 'divine-reprisal',
  window: 'attacked',
  resolve: ({ s }) => {
    if (!s.battle?.target) return;
    const target = s.cards[s.battle.target];
    addStatus(target, 'empowered');
    if (retunedCardsV8(s.setup)) addStatus(target, 'buffed'); // version 8 on: +1 attack too, so its strike back deals 3 more
  },
});
