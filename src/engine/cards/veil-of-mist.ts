import { behaviour } from './behaviour';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/sets/units.json (veil-of-mist).
export default behaviour({
  id: 'veil-of-mist',
  window: 'attacked',
  resolve: ({ s }) => { for (const u of s.battle?.attackers ?? []) addStatus(s.cards[u], 'marked'); },
});
