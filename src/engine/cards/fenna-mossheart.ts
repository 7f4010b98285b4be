import { behaviour } from './behaviour';
import { addStatus, livingChampions, lifeLeft } from '../ops';
import { heal } from '../damage';

// The text on the card: see assets/cards/sets/champions.json (fenna-mossheart).
export default behaviour({
  id: 'fenna-mossheart',
  target: 'friendly-unit',
  // Verdant: each friendly unit that arrives mends the most hurt friendly champion by 1.
  passive: {
    unitEnters: ({ s, me }, unit) => {
      const hurt = livingChampions(s, me).sort((a, b) => lifeLeft(a) - lifeLeft(b))[0];
      if (unit.owner === me && hurt) heal(hurt, 1);
    },
  },
  resolve: ({ target }) => {
    if (!target) return;
    target.damage = 0;
    addStatus(target, 'buffed');
  },
});
