import { behaviour } from './behaviour';

// The text on the card: see assets/cards/cards.json (stolen-moment).
export default behaviour({
  id: 'stolen-moment',
  target: 'friendly-character',
  resolve: ({ s, me, target }) => {
    if (target) target.exhausted = false;
    s.players[me].actionCount += 1;
  },
});
