import { behaviour } from './behaviour';
import { heal } from '../damage';
import { mostDamagedChampion } from '../unitEffects';

// The text on the card: see assets/cards/sets/units.json (lantern-cleric).
export default behaviour({
  id: 'lantern-cleric',
  resolve: () => {},
  onTurnStart: ({ s, me }) => { const c = mostDamagedChampion(s, me); if (c) heal(c, 1); },
});
