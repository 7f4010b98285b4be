import { behaviour } from './behaviour';
import { attach } from '../effects';
import { healthiestChampion } from '../unitEffects';

// The text on the card: see assets/cards/sets/units.json (anvil-guard).
export default behaviour({
  id: 'anvil-guard',
  resolve: () => {},
  onDestroyed: ({ s, me }) => {
    const host = healthiestChampion(s, me);
    if (host) attach(s, me, 'forged-edge', host);
  },
});
