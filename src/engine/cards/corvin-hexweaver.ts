import { behaviour } from './behaviour';

// The text on the card: see assets/cards/cards.json (corvin-hexweaver).
export default behaviour({
  id: 'corvin-hexweaver',
  target: 'enemy-character',
  // Honeyed Words: an enemy unit cannot block or attack the turn it arrives.
  passive: { unitEnters: ({ foe }, unit) => { if (unit.owner === foe) unit.exhausted = true; } },
  resolve: ({ target }) => { if (target) target.exhausted = true; },
});
