import { behaviour } from './behaviour';
import { addStatus, isCharacter } from '../ops';
import { cleanOutOfPlay } from '../rulesVersion';
import { dealDamage } from '../damage';
import { draw } from '../effects';

// The text on the card: see assets/cards/cards.json (haunting-whisper).
export default behaviour({
  id: 'haunting-whisper',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => {
    if (target) {
      dealDamage(s, target, 1, me);
      // From rules version 3 a target the damage destroyed is out of play: nothing is left to mark.
      if (isCharacter(target) || !cleanOutOfPlay(s.setup)) addStatus(target, 'marked');
    }
    draw(s, me, 1);
  },
});
