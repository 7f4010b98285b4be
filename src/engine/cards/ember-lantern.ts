import { behaviour } from './behaviour';

// The text on the card: see assets/cards/cards.json (ember-lantern).
export default behaviour({
  id: 'ember-lantern',
  resolve: ({ s, me }) => { s.players[me].bacon += 1; },
});
