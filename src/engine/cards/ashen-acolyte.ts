import { behaviour } from './behaviour';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/units.json (ashen-acolyte).
export default behaviour({
  id: 'ashen-acolyte',
  resolve: () => {},
  onDestroyed: ({ s, me }) => draw(s, me, 1),
});
