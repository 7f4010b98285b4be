import { behaviour } from './behaviour';
import { livingChampions, lifeLeft, attackOf } from '../ops';
import { dealDamage } from '../damage';
import { draw, summon } from '../effects';
import { retunedCardsV8, retunedCardsV10, retunedCardsV15 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (borrowed-time).
export default behaviour({
  id: 'borrowed-time',
  resolve: ({ s, me }) => {
    if (retunedCardsV15(s.setup)) {
      // Version 15 on: time borrowed as a body that stays (Tamsin's pod had none), and the card back.
      summon(s, me, 'clockwork-sentinel');
      draw(s, me, 1);
      return;
    }
    draw(s, me, 1);
    s.players[me].actionCount += 1;
    if (retunedCardsV10(s.setup)) {
      // Version 10 on: the time borrowed goes to your hardest hitter that has already acted.
      const tired = livingChampions(s, me).filter((c) => c.exhausted).sort((a, b) => attackOf(s, b) - attackOf(s, a))[0];
      if (tired) tired.exhausted = false;
      return;
    }
    if (retunedCardsV8(s.setup)) return; // version 8 on: no damage to your own champion
    const top = livingChampions(s, me).sort((a, b) => lifeLeft(b) - lifeLeft(a))[0];
    if (top && !s.winner) dealDamage(s, top, 1, null);
  },
});
