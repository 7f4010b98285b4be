import { behaviour } from './behaviour';
import { attach, hasConjuration } from '../effects';

// The text on the card: see assets/cards/cards.json (garrick-ashforge).
export default behaviour({
  id: 'garrick-ashforge',
  target: 'friendly-unit',
  playable: ({ s, me }) => hasConjuration(s, me, 'forged-edge'),
  // Master Smith: while he lives, a Forged Edge gives +2 attack, not +1.
  passive: { attackBonus: ({ s, me }, c) => (c.owner === me && s.players[me].piles.attached.some((u) => s.cards[u].attachedTo === c.uuid && s.cards[u].id === 'forged-edge') ? 1 : 0) },
  resolve: ({ s, me, target }) => { if (target) attach(s, me, 'forged-edge', target); },
});
