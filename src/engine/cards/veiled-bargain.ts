import { behaviour } from './behaviour';
import { gainEffectBacon } from '../bacon';
import { draw } from '../effects';
import { retunedCardsV16 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (veiled-bargain).
export default behaviour({
  id: 'veiled-bargain',
  resolve: ({ s, me, foe }) => {
    draw(s, me, 2);
    // Version 16 on: no bacon for the opponent; two cards for a card read 15 points below a plain unit.
    if (!retunedCardsV16(s.setup)) gainEffectBacon(s, foe, 1);
  },
});
