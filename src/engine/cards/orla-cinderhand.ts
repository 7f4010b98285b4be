import { behaviour } from './behaviour';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/cards.json (orla-cinderhand).
export default behaviour({
  id: 'orla-cinderhand',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => { if (target) dealDamage(s, target, 1, me); },
});
