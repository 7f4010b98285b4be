import { behaviour } from './behaviour';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (tamsin-hourwright).
export default behaviour({
  id: 'tamsin-hourwright',
  target: 'friendly-character',
  // Second Hand: going second in a round is paid for with a card.
  passive: { roundStart: ({ s, me }) => { if (s.firstPlayer !== me) draw(s, me, 1); } },
  resolve: ({ source, target }) => { if (target && target !== source) target.exhausted = false; },
});
