import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { dealDamage } from '../damage';
import { retunedCardsV10, retunedCardsV16 } from '../rulesVersion';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (scar-oath).
export default behaviour({
  id: 'scar-oath',
  target: 'friendly-champion',
  resolve: ({ s, me, target }) => {
    if (!target) return;
    if (!retunedCardsV10(s.setup)) dealDamage(s, target, 1, null); // version 10 on: the oath costs no blood
    if (target.zone !== 'champions' || s.winner) return;
    addStatus(target, 'buffed');
    addStatus(target, 'empowered');
    if (retunedCardsV16(s.setup)) draw(s, me, 1); // version 16 on: the card back (it read 13-20 points below a plain unit)
  },
});
