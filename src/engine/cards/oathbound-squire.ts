import { behaviour } from './behaviour';

// The text on the card: see assets/cards/sets/champions.json (oathbound-squire).
export default behaviour({
  id: 'oathbound-squire',
  target: 'friendly-champion',
  resolve: ({ target }) => { if (target) target.armor += 2; },
});
