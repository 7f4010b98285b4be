import { behaviour } from './behaviour';
import { addStatus, livingChampions, lifeLeft } from '../ops';
import { heal } from '../damage';
import { retunedCardsV14 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (fenna-mossheart).
export default behaviour({
  id: 'fenna-mossheart',
  target: 'friendly-unit',
  // Verdant: each friendly unit that arrives mends the most hurt friendly champion by 1; from version 14 the first one
  // each round only. A deck that brings in many units undid, a point a unit, the decks that deal damage a point at a
  // time, and decided Ashen Pact's matchup (docs/decisions.md, "Rules version 14").
  passive: {
    unitEnters: ({ s, me }, unit) => {
      if (unit.owner !== me) return;
      const hurt = livingChampions(s, me).sort((a, b) => lifeLeft(a) - lifeLeft(b))[0];
      if (!hurt) return;
      const p = s.players[me];
      if (retunedCardsV14(s.setup)) {
        if (p.verdantRound === s.round) return;
        p.verdantRound = s.round;
      }
      heal(hurt, 1);
    },
  },
  resolve: ({ target }) => {
    if (!target) return;
    target.damage = 0;
    addStatus(target, 'buffed');
  },
});
