import { behaviour } from './behaviour';
import { attackOf, canFight } from '../ops';

// The text on the card: see assets/cards/sets/units.json (silver-tongue).
// It talks a would-be blocker out of the fight: the ready enemy unit with the highest attack exhausts.
export default behaviour({
  id: 'silver-tongue',
  resolve: () => {},
  onAttack: ({ s, foe }) => {
    const units = s.players[foe].piles.play.map((u) => s.cards[u]).filter((c) => canFight(c));
    const top = units.sort((a, b) => attackOf(s, b) - attackOf(s, a))[0];
    if (top) top.exhausted = true;
  },
});
