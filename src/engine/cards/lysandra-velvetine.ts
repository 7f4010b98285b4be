import { behaviour } from './behaviour';
import { addStatus, moveCard, def } from '../ops';

// The text on the card: see assets/cards/sets/champions.json (lysandra-velvetine).
export default behaviour({
  id: 'lysandra-velvetine',
  target: 'enemy-unit',
  // Captivating: whoever attacks her is marked, so her strike back (and any follow-up) hits harder.
  passive: {
    attackDeclared: ({ s, self }) => {
      const b = s.battle;
      if (b?.target === self.uuid) for (const u of b.attackers) addStatus(s.cards[u], 'marked');
    },
  },
  resolve: ({ s, target }) => {
    if (target) moveCard(s, target.uuid, def(target).type === 'Conjuration' ? 'conjurations' : 'hand');
  },
});
