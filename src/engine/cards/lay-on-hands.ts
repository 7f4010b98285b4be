import { behaviour } from './behaviour';
import { heal } from '../damage';
import { draw } from '../effects';
import { retunedCardsV10, retunedCardsV16 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (lay-on-hands).
// Until version 10 the price was a card for the opponent: a big heal that fed the other side's hand.
export default behaviour({
  id: 'lay-on-hands',
  target: 'friendly-champion',
  resolve: ({ s, me, foe, target }) => {
    if (target) heal(target, 3);
    if (!retunedCardsV10(s.setup)) draw(s, foe, 1);
    if (retunedCardsV16(s.setup)) draw(s, me, 1); // version 16 on: the card back (it read 11-19 points below a plain unit)
  },
});
