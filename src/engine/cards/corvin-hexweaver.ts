import { behaviour } from './behaviour';

// The text on the card: see assets/cards/cards.json (corvin-hexweaver).
export default behaviour({
  id: 'corvin-hexweaver',
  target: 'enemy-character',
  resolve: ({ target }) => { if (target) target.exhausted = true; },
});
