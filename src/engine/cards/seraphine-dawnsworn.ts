import { behaviour } from './behaviour';
import { livingChampions, lifeLeft } from '../ops';

// The text on the card: see assets/cards/cards.json (seraphine-dawnsworn).
export default behaviour({
  id: 'seraphine-dawnsworn',
  target: 'friendly-character',
  // Dawn Vigil: each round the most hurt friendly champion starts with 1 armor.
  passive: {
    roundStart: ({ s, me }) => {
      const hurt = livingChampions(s, me).sort((a, b) => lifeLeft(a) - lifeLeft(b))[0];
      if (hurt) hurt.armor += 1;
    },
  },
  resolve: ({ target }) => { if (target) target.armor += 2; },
});
