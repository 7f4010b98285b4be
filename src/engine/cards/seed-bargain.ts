import { behaviour } from './behaviour';
import { heal } from '../damage';
import { retunedCardsV10 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (seed-bargain).
export default behaviour({
  id: 'seed-bargain',
  target: 'friendly-character',
  resolve: ({ s, target }) => {
    if (!target) return;
    heal(target, 3);
    if (!retunedCardsV10(s.setup)) target.exhausted = true; // version 10 on: the mending no longer costs the character its round
  },
});
