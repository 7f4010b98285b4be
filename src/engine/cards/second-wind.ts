import { behaviour } from './behaviour';

// The text on the card: see assets/cards/cards.json (second-wind).
export default behaviour({
  id: 'second-wind',
  window: 'attacked',
  playable: ({ s }) => !!s.battle?.target,
  resolve: ({ s }) => { const t = s.battle?.target; if (t) s.cards[t].armor += 2; },
});
