import { behaviour } from './behaviour';
import { draw } from '../effects';
import { retunedCardsV8 } from '../rulesVersion';

// The text on the card: see assets/cards/cards.json (stolen-moment).
export default behaviour({
  id: 'stolen-moment',
  target: 'friendly-character',
  resolve: ({ s, me, target }) => {
    if (target) target.exhausted = false;
    if (retunedCardsV8(s.setup)) draw(s, me, 1); // version 8 on: it also draws a card
    s.players[me].actionCount += 1;
  },
});
