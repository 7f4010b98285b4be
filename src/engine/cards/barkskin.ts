import { behaviour } from './behaviour';

// The text on the card: see assets/cards/cards.json (barkskin).
export default behaviour({
  id: 'barkskin',
  window: 'attacked',
  playable: ({ s }) => !!s.battle?.target,
  resolve: ({ s }) => { const t = s.battle?.target; if (t) s.cards[t].armor += 3; },
});
