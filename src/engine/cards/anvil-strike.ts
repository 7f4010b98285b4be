import { behaviour } from './behaviour';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/cards.json (anvil-strike).
export default behaviour({
  id: 'anvil-strike',
  target: 'enemy-unit',
  resolve: ({ s, me, target }) => { if (target) dealDamage(s, target, 3, me); },
});
