import { behaviour } from './behaviour';

// The text on the card: see assets/cards/cards.json (seraphine-dawnsworn).
export default behaviour({
  id: 'seraphine-dawnsworn',
  target: 'friendly-character',
  resolve: ({ target }) => { if (target) target.armor += 2; },
});
