import { behaviour } from './behaviour';
import { gainEffectBacon } from '../bacon';
import { heal } from '../damage';
import { characters } from '../ops';

// The text on the card: see assets/cards/sets/champions.json (aurelio-lightwarden).
export default behaviour({
  id: 'aurelio-lightwarden',
  // Shepherd: a friendly unit's fall is not for nothing.
  passive: {
    defeated: ({ s, me, self }, v) => {
      if (v.owner !== me || v.zone === 'champions') return;
      heal(self, 1);
      gainEffectBacon(s, me, 1);
    },
  },
  resolve: ({ s, me }) => { for (const c of characters(s, me)) c.armor += 1; },
});
