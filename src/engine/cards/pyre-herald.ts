import { behaviour } from './behaviour';
import { gainEffectBacon } from '../bacon';

// The text on the card: see assets/cards/sets/units.json (pyre-herald).
export default behaviour({
  id: 'pyre-herald',
  resolve: () => {},
  onAttack: ({ s, me }) => { gainEffectBacon(s, me, 1); },
});
