import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { dealDamage } from '../damage';
import { retunedCardsV8 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (scar-oath).
export default behaviour({
  id: 'scar-oath',
  target: 'friendly-champion',
  resolve: ({ s, target }) => {
    if (!target) return;
    // Version 8 on the oath costs no life (it measured far below a plain unit); older games keep the 1 damage.
    if (!retunedCardsV8(s.setup)) dealDamage(s, target, 1, null);
    if (target.zone !== 'champions' || s.winner) return;
    addStatus(target, 'buffed');
    addStatus(target, 'empowered');
  },
});
