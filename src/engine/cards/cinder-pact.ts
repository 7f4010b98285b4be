import { behaviour } from './behaviour';
import { livingChampions, lifeLeft } from '../ops';
import { dealDamage } from '../damage';
import { draw } from '../effects';
import { retunedCardsV16 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (cinder-pact).
// A burn paid for in your own blood: the healthiest friendly champion pays it.
export default behaviour({
  id: 'cinder-pact',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => {
    if (target) dealDamage(s, target, 1, me);
    // Version 16 on: no blood of your own (it read 11-12 points below a plain unit).
    const top = retunedCardsV16(s.setup) ? undefined : livingChampions(s, me).sort((a, b) => lifeLeft(b) - lifeLeft(a))[0];
    if (top && !s.winner) dealDamage(s, top, 1, null);
    if (!s.winner) draw(s, me, 1);
  },
});
