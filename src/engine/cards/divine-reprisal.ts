import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/sets/champions.json (divine-reprisal).
export default behaviour({
  id: 'divine-reprisal',
  window: 'attacked',
  resolve: ({ s }) => { if (s.battle?.target) addStatus(s.cards[s.battle.target], 'empowered'); },
});
