import { behaviour } from './behaviour';
import { heal } from '../damage';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (lay-on-hands).
// The price is a card for the opponent: a big heal that feeds the other side's hand.
export default behaviour({
  id: 'lay-on-hands',
  target: 'friendly-champion',
  resolve: ({ s, foe, target }) => {
    if (target) heal(target, 3);
    draw(s, foe, 1);
  },
});
