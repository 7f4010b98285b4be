import { behaviour } from './behaviour';
import { retunedCardsV12 } from '../rulesVersion';

// The text on the card: see assets/cards/cards.json (corvin-hexweaver).
export default behaviour({
  id: 'corvin-hexweaver',
  target: 'enemy-character',
  // Honeyed Words: an enemy unit cannot block or attack the turn it arrives. From version 12 only while Corvin is
  // ready: always on, it decided every game against a deck of units (docs/decisions.md, "Rules version 12"), and
  // now Beguile or an attack by Corvin costs his watch for the rest of the round.
  passive: {
    unitEnters: ({ s, foe, self }, unit) => {
      if (unit.owner !== foe) return;
      if (retunedCardsV12(s.setup) && self.exhausted) return;
      unit.exhausted = true;
    },
  },
  resolve: ({ target }) => { if (target) target.exhausted = true; },
});
