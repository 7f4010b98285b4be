import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/sets/champions.json (scar-oath).
export default behaviour({
  id: 'scar-oath',
  target: 'friendly-champion',
  resolve: ({ s, target }) => {
    if (!target) return;
    dealDamage(s, target, 1, null);
    if (target.zone !== 'champions' || s.winner) return;
    addStatus(target, 'buffed');
    addStatus(target, 'empowered');
  },
});
