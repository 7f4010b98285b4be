import { behaviour } from './behaviour';
import { moveCard, def } from '../ops';
import { draw } from '../effects';

// The text on the card: see assets/cards/cards.json (time-slip).
export default behaviour({
  id: 'time-slip',
  target: 'attacker',
  window: 'attacked',
  resolve: ({ s, me, target }) => {
    if (target && s.battle) {
      if (target.zone === 'play') {
        s.battle.attackers = s.battle.attackers.filter((u) => u !== target.uuid);
        moveCard(s, target.uuid, def(target).type === 'Conjuration' ? 'conjurations' : 'hand');
      } else {
        s.battle.attackers = s.battle.attackers.filter((u) => u !== target.uuid);
      }
    }
    draw(s, me, 1);
  },
});
