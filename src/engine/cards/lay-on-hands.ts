import { behaviour } from './behaviour';
import { dealDamage, heal } from '../damage';
import { livingChampions } from '../ops';

// The text on the card: see assets/cards/sets/champions.json (lay-on-hands).
export default behaviour({
  id: 'lay-on-hands',
  target: 'friendly-champion',
  resolve: ({ s, me, target }) => {
    if (!target) return;
    heal(target, 3);
    for (const c of livingChampions(s, me)) if (c !== target && !s.winner) dealDamage(s, c, 1, null);
  },
});
