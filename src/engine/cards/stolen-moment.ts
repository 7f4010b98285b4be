import { behaviour } from './behaviour';

// The text on the card: see assets/cards/cards.json (stolen-moment).
export default behaviour({
  id: 'stolen-moment',
  resolve: ({ s, me }) => { s.players[me].actionCount += 2; },
});
