import { behaviour } from './behaviour';
import { gainBacon } from '../bacon';

// The text on the card: see assets/cards/cards.json (ember-lantern).
export default behaviour({
  id: 'ember-lantern',
  resolve: ({ s, me }) => { gainBacon(s, me, 1); },
});
