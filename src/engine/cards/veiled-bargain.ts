import { behaviour } from './behaviour';
import { gainEffectBacon } from '../bacon';
import { draw } from '../effects';

// The text on the card: see assets/cards/sets/champions.json (veiled-bargain).
export default behaviour({
  id: 'veiled-bargain',
  resolve: ({ s, me, foe }) => {
    draw(s, me, 2);
    gainEffectBacon(s, foe, 1);
  },
});
