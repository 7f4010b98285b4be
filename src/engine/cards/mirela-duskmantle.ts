import { behaviour } from './behaviour';
import { moveCard, def } from '../ops';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (mirela-duskmantle).
export default behaviour({
  id: 'mirela-duskmantle',
  target: 'friendly-unit',
  // Echo: every reaction she sees played by her side pays 1 bacon back.
  passive: { reactionPlayed: ({ s, me }, player) => { if (player === me) s.players[me].bacon += 1; } },
  resolve: ({ s, me, target }) => {
    if (target) moveCard(s, target.uuid, def(target).type === 'Conjuration' ? 'conjurations' : 'hand');
    draw(s, me, 1);
  },
});
