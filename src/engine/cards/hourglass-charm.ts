import { behaviour } from './behaviour';

// The text on the card: see assets/cards/sets/champions.json (hourglass-charm).
export default behaviour({
  id: 'hourglass-charm',
  target: 'friendly-champion',
  resolve: ({ target }) => { if (target) target.exhausted = false; },
});
