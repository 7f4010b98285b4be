import { behaviour } from './behaviour';
import { livingChampions, lifeLeft } from '../ops';
import { retunedCardsV12 } from '../rulesVersion';

// The text on the card: see assets/cards/cards.json (seraphine-dawnsworn).
export default behaviour({
  id: 'seraphine-dawnsworn',
  target: 'friendly-character',
  // Dawn Vigil: each round the most hurt friendly champion starts with 1 armor. From version 12 Seraphine keeps the
  // armor herself: on the side's most hurt champion, a point of armor every round cancelled a whole blow of the decks that
  // deal damage a point at a time, and decided those matchups (docs/decisions.md, "Rules version 12").
  passive: {
    roundStart: ({ s, me, self }) => {
      if (retunedCardsV12(s.setup)) {
        self.armor += 1;
        return;
      }
      const hurt = livingChampions(s, me).sort((a, b) => lifeLeft(a) - lifeLeft(b))[0];
      if (hurt) hurt.armor += 1;
    },
  },
  resolve: ({ target }) => { if (target) target.armor += 2; },
});
