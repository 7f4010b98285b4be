import { behaviour } from './behaviour';
import { dealDamage } from '../damage';
import { retunedCardsV12 } from '../rulesVersion';

// The text on the card: see assets/cards/cards.json (orla-cinderhand).
export default behaviour({
  id: 'orla-cinderhand',
  target: 'enemy-character',
  // Pyre: a kill on your turn readies her, so Kindle can finish a unit and Orla still acts. From version 12 only a
  // champion's defeat: readied by every unit and conjuration she finished, she chained Kindle through a deck of small
  // bodies, and that alone decided Hearthfire Vanguard against Wildwood Wardens (docs/decisions.md, "Rules version 12").
  passive: {
    defeated: ({ s, me, foe, self }, v) => {
      if (v.owner !== foe || s.activePlayer !== me) return;
      if (retunedCardsV12(s.setup) && v.zone !== 'champions') return;
      self.exhausted = false;
    },
  },
  resolve: ({ s, me, target }) => { if (target) dealDamage(s, target, 1, me); },
});
