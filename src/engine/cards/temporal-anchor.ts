import { behaviour } from './behaviour';

// The text on the card: see assets/cards/sets/champions.json (temporal-anchor).
export default behaviour({
  id: 'temporal-anchor',
  window: 'attacked',
  resolve: ({ s }) => { if (s.battle?.target) s.cards[s.battle.target].armor += s.battle.attackers.length + 1; },
});
