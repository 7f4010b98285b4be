import { behaviour } from './behaviour';
import { addStatus } from '../ops';
import { temperedResolveNeedsBlock } from '../rulesVersion';

// The text on the card: see assets/cards/cards.json (tempered-resolve).
export default behaviour({
  id: 'tempered-resolve',
  target: 'friendly-attacker',
  window: 'blocked',
  // "When your attack is blocked": the attacker's window opens after every block step, blocked or
  // not, so from rules version 3 the card asks for at least one block.
  playable: ({ s }) => !temperedResolveNeedsBlock(s.setup) || Object.keys(s.battle?.blocks ?? {}).length > 0,
  resolve: ({ target }) => {
    if (!target) return;
    addStatus(target, 'buffed');
    addStatus(target, 'empowered');
  },
});
