import { behaviour } from './behaviour';
import { gainEffectBacon } from '../bacon';

// The text on the card: see assets/cards/sets/units.json (chrono-keeper).
export default behaviour({
  id: 'chrono-keeper',
  resolve: () => {},
  onTurnStart: ({ s, me }) => { gainEffectBacon(s, me, 1); },
});
