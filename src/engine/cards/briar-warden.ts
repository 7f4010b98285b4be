import { behaviour } from './behaviour';

// The text on the card: see assets/cards/sets/units.json (briar-warden).
export default behaviour({
  id: 'briar-warden',
  resolve: () => {},
  onTurnStart: ({ source }) => { source.armor += 1; },
});
