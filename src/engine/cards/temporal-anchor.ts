import { behaviour } from './behaviour';
import { retunedCardsV13 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (temporal-anchor).
export default behaviour({
  id: 'temporal-anchor',
  window: 'attacked',
  resolve: ({ s }) => {
    // Version 13 on: 2 more than the attackers, not 1: it read far below a plain unit, one armor short of turning a hit.
    if (s.battle?.target) s.cards[s.battle.target].armor += s.battle.attackers.length + (retunedCardsV13(s.setup) ? 2 : 1);
  },
});
