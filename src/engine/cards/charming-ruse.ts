import { behaviour } from './behaviour';
import { attackOf } from '../ops';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/sets/champions.json (charming-ruse).
// Its own strength turned on it: best against the big hitters, nothing against a 0-attack wall.
export default behaviour({
  id: 'charming-ruse',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => { if (target) dealDamage(s, target, Math.min(3, attackOf(s, target)), me); },
});
