import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { retunedCardsV10 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (divine-reprisal).
export default behaviour({
  id: 'divine-reprisal',
  window: 'attacked',
  resolve: ({ s }) => {
    if (!s.battle?.target) return;
    const target = s.cards[s.battle.target];
    addStatus(target, 'empowered');
    if (retunedCardsV10(s.setup)) target.armor += 2; // version 10 on: it also stands the blow
  },
});
