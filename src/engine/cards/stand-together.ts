import { behaviour } from './behaviour';

// The text on the card: see assets/cards/sets/units.json (stand-together).
export default behaviour({
  id: 'stand-together',
  window: 'attacked',
  playable: ({ s, me }) => s.players[me].piles.play.some((u) => s.cards[u].exhausted),
  resolve: ({ s, me }) => { for (const u of s.players[me].piles.play) s.cards[u].exhausted = false; },
});
