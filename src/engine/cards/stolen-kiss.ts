import { behaviour } from './behaviour';
import { draw } from '../effects';
import { dealDamage } from '../damage';
import { retunedCardsV10, retunedCardsV17 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (stolen-kiss).
// The blocker leaves the block (still exhausted): the attacker it held goes on to the target.
export default behaviour({
  id: 'stolen-kiss',
  target: 'blocker',
  window: 'blocked',
  resolve: ({ s, me, target }) => {
    if (target && s.battle) delete s.battle.blocks[target.uuid];
    if (target && retunedCardsV17(s.setup)) dealDamage(s, target, 2, me); // version 17 on: the blocker it frees is hurt
    if (s.winner) return;
    if (retunedCardsV10(s.setup)) draw(s, me, 1); // version 10 on: it also draws a card
  },
});
