import { behaviour } from './behaviour';
import { summon } from '../effects';
import { addStatus } from '../ops';

// The text on the card: see assets/cards/cards.json (thessaly-gloamveil).
export default behaviour({
  id: 'thessaly-gloamveil',
  target: 'enemy-character',
  // Phantasm: a blow that does not fell her leaves a Mirror Shade behind.
  passive: {
    damaged: ({ s, me, self }, v) => {
      const shadeOut = s.players[me].piles.play.some((x) => s.cards[x].id === 'mirror-shade');
      const u = v === self && s.battle && !shadeOut ? summon(s, me, 'mirror-shade') : null;
      if (u) u.exhausted = true;
    },
  },
  resolve: ({ target }) => { if (target) addStatus(target, 'disarmed'); },
});
