import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { dealDamage } from '../damage';
import { retunedCardsV10 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (scar-oath).
export default behaviour({
  id: 'scar-oath',
  target: 'friendly-champion',
  resolve: ({ s, target }) => {
    if (!target) return;
    if (!retunedCardsV10(s.setup)) dealDamage(s, target, 1, null); // version 10 on: the oath costs no blood
    if (target.zone !== 'champions' || s.winner) return;
    addStatus(target, 'buffed');
    addStatus(target, 'empowered');
  },
});
