import { behaviour } from './behaviour';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/units.json (gilded-envoy).
export default behaviour({
  id: 'gilded-envoy',
  resolve: ({ s, me }) => draw(s, me, 1),
});
