import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { retunedCardsV10 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (hourglass-charm).
export default behaviour({
  id: 'hourglass-charm',
  target: 'friendly-champion',
  resolve: ({ s, target }) => {
    if (!target) return;
    target.exhausted = false;
    if (retunedCardsV10(s.setup)) addStatus(target, 'empowered'); // version 10 on: it comes back ready to hit harder
  },
});
