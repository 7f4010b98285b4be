import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { dealDamage } from '../damage';
import { retunedCardsV10, retunedCardsV17 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (divine-reprisal).
export default behaviour({
  id: 'divine-reprisal',
  window: 'attacked',
  resolve: ({ s, me }) => {
    if (!s.battle?.target) return;
    const target = s.cards[s.battle.target];
    addStatus(target, 'empowered');
    if (retunedCardsV10(s.setup)) target.armor += 2; // version 10 on: it also stands the blow
    // Version 17 on: each attacker is singed as it comes; one that falls leaves the attack as any destroyed attacker does.
    if (retunedCardsV17(s.setup))
      for (const uuid of [...s.battle.attackers]) {
        const attacker = s.cards[uuid];
        if (attacker && !s.winner) dealDamage(s, attacker, 1, me);
      }
  },
});
