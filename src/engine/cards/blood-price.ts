import { behaviour } from './behaviour';
import { gainEffectBacon } from '../bacon';
import { livingChampions, lifeLeft } from '../ops';
import { dealDamage } from '../damage';
import { draw } from '../effects';
import { retunedCardsV10 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (blood-price).
export default behaviour({
  id: 'blood-price',
  target: 'friendly-champion',
  resolve: ({ s, me, foe, target }) => {
    if (target) dealDamage(s, target, 1, null);
    if (s.winner) return;
    if (retunedCardsV10(s.setup)) {
      // Version 10 on: the blood buys a wound on the enemy champion nearest its end, and one card.
      const weakest = livingChampions(s, foe).sort((a, b) => lifeLeft(a) - lifeLeft(b))[0];
      if (weakest) dealDamage(s, weakest, 2, me);
      if (!s.winner) draw(s, me, 1);
      return;
    }
    draw(s, me, 2);
    gainEffectBacon(s, me, 1);
  },
});
