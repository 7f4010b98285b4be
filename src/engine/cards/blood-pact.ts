import { behaviour } from './behaviour';
import { dealDamage } from '../damage';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/units.json (blood-pact).
// Cards for life: the damage lands first, so a pact that fells your last champion loses the game.
export default behaviour({
  id: 'blood-pact',
  target: 'friendly-champion',
  resolve: ({ s, me, target }) => {
    if (target) dealDamage(s, target, 2, null);
    if (!s.winner) draw(s, me, 2);
  },
});
