import { behaviour } from './behaviour';
import { livingChampions, lifeLeft } from '../ops';
import { dealDamage } from '../damage';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (cinder-pact).
export default behaviour({
  id: 'cinder-pact',
  resolve: ({ s, me }) => {
    const top = livingChampions(s, me).sort((a, b) => lifeLeft(b) - lifeLeft(a))[0];
    if (top) dealDamage(s, top, 1, null);
    draw(s, me, 2);
  },
});
