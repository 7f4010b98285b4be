import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { draw } from '../effects';
import { retunedCardsV8 } from '../rulesVersion';

// The text on the card: see assets/cards/cards.json (wild-surge).
export default behaviour({
  id: 'wild-surge',
  target: 'friendly-character',
  resolve: ({ s, me, target }) => {
    if (!target) return;
    addStatus(target, 'buffed');
    addStatus(target, 'empowered');
    if (retunedCardsV8(s.setup)) draw(s, me, 1); // version 8 on: it also draws a card
  },
});
