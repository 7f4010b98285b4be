import { behaviour } from './behaviour';
import { dealDamage, heal } from '../damage';
import { livingChampions } from '../ops';

// The text on the card: see assets/cards/sets/champions.json (caspian-heartwright).
export default behaviour({
  id: 'caspian-heartwright',
  target: 'friendly-character',
  // Soul Tether: blows he takes on the opponent's turn mend his most hurt companion.
  passive: {
    damaged: ({ s, me, foe, self }, v) => {
      if (v !== self || s.activePlayer !== foe) return;
      const hurt = livingChampions(s, me).filter((c) => c !== self && c.damage > 0).sort((a, b) => b.damage - a.damage)[0];
      if (hurt) heal(hurt, 1);
    },
  },
  resolve: ({ s, source, target }) => {
    if (!target || target === source) return;
    const n = Math.min(2, target.damage);
    heal(target, n);
    dealDamage(s, source, n, null);
  },
});
