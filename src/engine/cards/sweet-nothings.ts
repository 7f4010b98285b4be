import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/cards.json (sweet-nothings).
export default behaviour({
  id: 'sweet-nothings',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => {
    if (!target) return;
    target.exhausted = true;
    addStatus(target, 'disarmed');
    dealDamage(s, target, 2, me);
  },
});
