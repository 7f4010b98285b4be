import { behaviour } from './behaviour';
import { gainEffectBacon } from '../bacon';
import { addStatus } from '../ops';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (mirela-duskmantle).
export default behaviour({
  id: 'mirela-duskmantle',
  target: 'enemy-character',
  // Echo: every reaction her side plays pays 1 bacon back.
  passive: { reactionPlayed: ({ s, me }, player) => { if (player === me) gainEffectBacon(s, me, 1); } },
  resolve: ({ s, me, target }) => {
    if (target) addStatus(target, 'marked');
    draw(s, me, 1);
  },
});
