import { behaviour } from './behaviour';
import { heal } from '../damage';
import { mostDamagedChampion } from '../unitEffects';

// The text on the card: see assets/cards/sets/units.json (kinship-warden).
export default behaviour({
  id: 'kinship-warden',
  resolve: () => {},
  onAttack: ({ s, me }) => { const c = mostDamagedChampion(s, me); if (c) heal(c, 1); },
});
