import { behaviour } from './behaviour';
import { summon } from '../effects';

// The text on the card: see assets/cards/sets/units.json (mirage-double).
export default behaviour({
  id: 'mirage-double',
  resolve: () => {},
  onDestroyed: ({ s, me }) => {
    const u = summon(s, me, 'mirror-shade');
    if (u) u.exhausted = true;
  },
});
