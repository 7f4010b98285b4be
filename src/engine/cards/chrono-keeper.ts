import { behaviour } from './behaviour';

// The text on the card: see assets/cards/sets/units.json (chrono-keeper).
export default behaviour({
  id: 'chrono-keeper',
  resolve: () => {},
  onTurnStart: ({ s, me }) => { s.players[me].bacon += 1; },
});
