import { behaviour } from './behaviour';

// The text on the card: see assets/cards/sets/units.json (pyre-herald).
export default behaviour({
  id: 'pyre-herald',
  resolve: () => {},
  onAttack: ({ s, me }) => { s.players[me].bacon += 1; },
});
