import { behaviour } from './behaviour';
import { draw, summon } from '../effects';
import { attackOf, canFight, characters } from '../ops';
import { gainEffectBacon } from '../bacon';
import { retunedCardsV8, retunedCardsV10, retunedCardsV15 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (velvet-bribe).
export default behaviour({
  id: 'velvet-bribe',
  resolve: ({ s, me, foe }) => {
    if (retunedCardsV15(s.setup)) {
      // Version 15 on: the bribe buys a body (Lysandra's pod had none), and a little change.
      summon(s, me, 'charmed-hound');
      gainEffectBacon(s, me, 1);
      return;
    }
    if (retunedCardsV10(s.setup)) {
      // Version 10 on: a smaller purse, the card back, and the enemy's hardest hitter bought off for the round.
      gainEffectBacon(s, me, 1);
      draw(s, me, 1);
      const foes = characters(s, foe).filter((c) => canFight(c));
      const top = foes.sort((a, b) => attackOf(s, b) - attackOf(s, a))[0];
      if (top) top.exhausted = true;
      return;
    }
    s.players[me].bacon += 2;
    draw(s, me, 1);
    if (!retunedCardsV8(s.setup)) s.players[foe].bacon += 1; // version 8 on: the opponent gains nothing
  },
});
