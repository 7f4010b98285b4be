import { behaviour } from './behaviour';
import { gainEffectBacon } from '../bacon';
import { def } from '../ops';
import { checkDestroyed } from '../damage';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/units.json (sacrificial-rite).
// Destroyed, not damaged: armor does not save it, and its "when destroyed" ability fires.
export default behaviour({
  id: 'sacrificial-rite',
  target: 'friendly-unit',
  resolve: ({ s, me, target }) => {
    if (target) {
      target.damage = Math.max(target.damage, def(target).defense ?? 0);
      checkDestroyed(s, target);
    }
    draw(s, me, 2);
    gainEffectBacon(s, me, 1);
  },
});
