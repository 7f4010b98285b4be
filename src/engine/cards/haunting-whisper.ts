import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { dealDamage } from '../damage';
import { draw } from '../effects';

// The text on the card: see assets/cards/cards.json (haunting-whisper).
export default behaviour({
  id: 'haunting-whisper',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => {
    if (target) {
      dealDamage(s, target, 1, me);
      addStatus(target, 'marked');
    }
    draw(s, me, 1);
  },
});
