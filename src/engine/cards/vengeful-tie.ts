import { behaviour } from './behaviour';
import { dealDamage } from '../damage';
import { livingChampions } from '../ops';

// The text on the card: see assets/cards/sets/champions.json (vengeful-tie).
export default behaviour({
  id: 'vengeful-tie',
  target: 'blocker',
  window: 'blocked',
  playable: ({ s, me }) => livingChampions(s, me).some((c) => c.damage > 0),
  resolve: ({ s, me, target }) => {
    const most = Math.max(0, ...livingChampions(s, me).map((c) => c.damage));
    if (target) dealDamage(s, target, Math.min(3, most), me);
  },
});
