import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/sets/champions.json (entangle).
export default behaviour({
  id: 'entangle',
  target: 'attacker',
  window: 'attacked',
  resolve: ({ s, target }) => {
    if (target) addStatus(target, 'disarmed');
    if (s.battle?.target) s.cards[s.battle.target].armor += 1;
  },
});
