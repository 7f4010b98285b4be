import { behaviour } from './behaviour';
import { heal } from '../damage';

// The text on the card: see assets/cards/cards.json (bram-oakenroot).
export default behaviour({
  id: 'bram-oakenroot',
  target: 'friendly-character',
  // Deep Roots: attacking Bram costs the attacker 1 damage more than it looks.
  passive: { attackDeclared: ({ s, self }) => { if (s.battle?.target === self.uuid) self.armor += 1; } },
  resolve: ({ target }) => { if (target) heal(target, 2); },
});
