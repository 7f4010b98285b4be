import { behaviour } from './behaviour';
import { summon } from '../effects';
import { addStatus } from '../ops';
import { retunedCardsV12 } from '../rulesVersion';

// The text on the card: see assets/cards/cards.json (thessaly-gloamveil).
export default behaviour({
  id: 'thessaly-gloamveil',
  target: 'enemy-character',
  // Phantasm: a blow that does not fell her leaves a Mirror Shade behind. From version 12 only while she is ready, and
  // the shade exhausts her: a shade for every blow decided every game against a deck that attacks (docs/decisions.md,
  // "Rules version 12"). Now it is one shade a round at most, paid for with her own turn's action.
  passive: {
    damaged: ({ s, me, self }, v) => {
      if (v !== self || !s.battle) return;
      const paysWithHerTurn = retunedCardsV12(s.setup);
      if (paysWithHerTurn && self.exhausted) return;
      if (s.players[me].piles.play.some((x) => s.cards[x].id === 'mirror-shade')) return;
      if (paysWithHerTurn) self.exhausted = true;
      const u = summon(s, me, 'mirror-shade');
      if (u) u.exhausted = true;
    },
  },
  resolve: ({ target }) => { if (target) addStatus(target, 'disarmed'); },
});
