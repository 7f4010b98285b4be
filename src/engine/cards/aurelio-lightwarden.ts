import { behaviour } from './behaviour';
import { heal } from '../damage';

// The text on the card: see assets/cards/sets/champions.json (aurelio-lightwarden).
export default behaviour({
  id: 'aurelio-lightwarden',
  playable: ({ s, me }) => s.players[me].piles.play.length > 0,
  // Shepherd: a friendly unit's fall is not for nothing.
  passive: {
    defeated: ({ s, me, self }, v) => {
      if (v.owner !== me || v.zone === 'champions') return;
      heal(self, 1);
      s.players[me].bacon += 1;
    },
  },
  resolve: ({ s, me }) => {
    for (const u of s.players[me].piles.play) {
      s.cards[u].armor += 1;
      heal(s.cards[u], 1);
    }
  },
});
