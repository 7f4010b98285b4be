import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/sets/champions.json (brannoc-scarbound).
export default behaviour({
  id: 'brannoc-scarbound',
  target: 'enemy-character',
  // Bloodied: hurt badly (4 damage or more), he hits 2 harder: a reason to keep him wounded, not mended.
  passive: { attackBonus: ({ self }, c) => (c === self && self.damage >= 4 ? 2 : 0) },
  resolve: ({ source, target }) => {
    if (target) addStatus(target, 'marked');
    addStatus(source, 'empowered');
  },
});
