import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { retunedCardsV10 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (entangle).
export default behaviour({
  id: 'entangle',
  target: 'attacker',
  window: 'attacked',
  resolve: ({ s, target }) => {
    if (target) addStatus(target, 'disarmed');
    if (s.battle?.target) s.cards[s.battle.target].armor += retunedCardsV10(s.setup) ? 2 : 1; // version 10 on: 2 armor
  },
});
