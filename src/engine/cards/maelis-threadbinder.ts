import { behaviour } from './behaviour';
import { dealDamage, heal } from '../damage';
import { livingChampions, lifeLeft } from '../ops';

// The text on the card: see assets/cards/cards.json (maelis-threadbinder).
export default behaviour({
  id: 'maelis-threadbinder',
  target: 'enemy-character',
  // Blood Debt: attacking Maelis (not her blocks or strikes) hurts the enemy's weakest champion.
  passive: {
    damaged: ({ s, foe, self }, v) => {
      const weakest = livingChampions(s, foe).sort((a, b) => lifeLeft(a) - lifeLeft(b))[0];
      if (v === self && s.battle?.target === self.uuid && weakest) dealDamage(s, weakest, 1, self.owner);
    },
  },
  resolve: ({ s, me, source, target }) => {
    if (target) dealDamage(s, target, 1, me);
    heal(source, 1);
  },
});
