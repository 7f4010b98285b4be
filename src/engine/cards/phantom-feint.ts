import { behaviour } from './behaviour';
import { draw } from '../effects';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/cards.json (phantom-feint).
export default behaviour({
  id: 'phantom-feint',
  target: 'attacker',
  window: 'attacked',
  resolve: ({ s, me, target }) => {
    if (target && s.battle) {
      s.battle.attackers = s.battle.attackers.filter((u) => u !== target.uuid);
      dealDamage(s, target, 2, me);
    }
    draw(s, me, 1);
  },
});
