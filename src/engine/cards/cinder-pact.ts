import { behaviour } from './behaviour';
import { livingChampions, lifeLeft } from '../ops';
import { dealDamage } from '../damage';
import { draw } from '../effects';
import { retunedCardsV16 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (cinder-pact).
// Until version 16 a burn paid for in your own blood: the healthiest friendly champion paid it. It read 11-12 points
// below a plain unit, so from version 16 the burn and the card come free.
export default behaviour({
  id: 'cinder-pact',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => {
    if (target) dealDamage(s, target, 1, me);
    if (!retunedCardsV16(s.setup)) {
      const top = livingChampions(s, me).sort((a, b) => lifeLeft(b) - lifeLeft(a))[0];
      if (top && !s.winner) dealDamage(s, top, 1, null);
    }
    if (!s.winner) draw(s, me, 1);
  },
});
