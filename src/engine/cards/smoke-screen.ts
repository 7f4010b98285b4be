import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/sets/champions.json (smoke-screen).
export default behaviour({
  id: 'smoke-screen',
  window: 'attacked',
  resolve: ({ s }) => {
    const b = s.battle;
    if (!b) return;
    for (const u of b.attackers) addStatus(s.cards[u], 'marked');
    if (b.target) s.cards[b.target].armor += 2;
  },
});
