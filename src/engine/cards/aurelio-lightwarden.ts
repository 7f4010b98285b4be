import { behaviour } from './behaviour';
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
      s.players[me].bacon += 1;
    },
  },
  resolve: ({ s, me }) => { for (const c of characters(s, me)) c.armor += 1; },
});
