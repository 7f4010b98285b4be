import { behaviour } from './behaviour';
import { addStatus, characters } from '../ops';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/sets/champions.json (ignatius-pyrewright).
export default behaviour({
  id: 'ignatius-pyrewright',
  target: 'enemy-character',
  // Smoulder: a mark left standing at the round's end burns (1 damage, +1 for the mark).
  passive: { roundStart: ({ s, me, foe }) => { for (const c of characters(s, foe)) if (c.statuses.includes('marked')) dealDamage(s, c, 1, me); } },
  resolve: ({ s, me, target }) => {
    if (!target) return;
    dealDamage(s, target, 1, me);
    if (target.zone === 'conjurations' || target.zone === 'discard') return;
    target.armor = 0;
    addStatus(target, 'marked');
  },
});
