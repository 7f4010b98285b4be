import { behaviour } from './behaviour';
import { heal } from '../damage';
import { retunedCardsV10 } from '../rulesVersion';

// The text on the card: see assets/cards/cards.json (aegis-call).
export default behaviour({
  id: 'aegis-call',
  window: 'attacked',
  playable: ({ s }) => !!s.battle?.target,
  resolve: ({ s }) => {
    const t = s.battle?.target ? s.cards[s.battle.target] : null;
    if (!t) return;
    heal(t, 2);
    t.armor += retunedCardsV10(s.setup) ? 2 : 1; // version 10 on: 2 armor
  },
});
