import { behaviour } from './behaviour';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/units.json (hourglass-runner).
export default behaviour({
  id: 'hourglass-runner',
  resolve: () => {},
  onAttack: ({ s, me }) => draw(s, me, 1),
});
