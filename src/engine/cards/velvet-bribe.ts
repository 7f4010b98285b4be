import { behaviour } from './behaviour';
import { draw } from '../effects';
import { retunedCardsV8 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (velvet-bribe).
export default behaviour({
  id: 'velvet-bribe',
  resolve: ({ s, me, foe }) => {
    s.players[me].bacon += 2;
    draw(s, me, 1);
    if (!retunedCardsV8(s.setup)) s.players[foe].bacon += 1; // version 8 on: the opponent gains nothing
  },
});
