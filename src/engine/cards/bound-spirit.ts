import { behaviour } from './behaviour';
import { heal } from '../damage';
import { mostDamagedChampion } from '../unitEffects';

// The text on the card: see assets/cards/sets/units.json (bound-spirit).
export default behaviour({
  id: 'bound-spirit',
  resolve: () => {},
  onDestroyed: ({ s, me }) => { const c = mostDamagedChampion(s, me); if (c) heal(c, 2); },
});
