import { behaviour } from './behaviour';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/cards.json (radiant-lance).
export default behaviour({
  id: 'radiant-lance',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => { if (target) dealDamage(s, target, target.zone === 'play' ? 3 : 1, me); },
});
