import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { draw } from '../effects';

// The text on the card: see assets/cards/cards.json (haunting-whisper).
export default behaviour({
  id: 'haunting-whisper',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => {
    if (target) addStatus(target, 'marked');
    draw(s, me, 1);
  },
});
