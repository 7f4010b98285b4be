import { behaviour } from './behaviour';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/cards.json (ember-bolt).
export default behaviour({
  id: 'ember-bolt',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => { if (target) dealDamage(s, target, 2, me); },
});
