import { behaviour } from './behaviour';

// The text on the card: see assets/cards/cards.json (sweet-nothings).
export default behaviour({
  id: 'sweet-nothings',
  target: 'enemy-character',
  resolve: ({ target }) => { if (target) target.exhausted = true; },
});
