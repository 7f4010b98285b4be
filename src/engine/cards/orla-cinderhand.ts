import { behaviour } from './behaviour';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/cards.json (orla-cinderhand).
export default behaviour({
  id: 'orla-cinderhand',
  target: 'enemy-character',
  // Pyre: a kill on your turn readies her, so Kindle can finish a unit and Orla still acts.
  passive: { defeated: ({ s, me, foe, self }, v) => { if (v.owner === foe && s.activePlayer === me) self.exhausted = false; } },
  resolve: ({ s, me, target }) => { if (target) dealDamage(s, target, 1, me); },
});
