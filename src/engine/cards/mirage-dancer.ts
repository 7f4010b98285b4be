import { behaviour } from './behaviour';
import { summon } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (mirage-dancer).
export default behaviour({
  id: 'mirage-dancer',
  resolve: ({ s, me }) => {
    const u = summon(s, me, 'mirror-shade');
    if (u) u.exhausted = true;
  },
});
