import { behaviour } from './behaviour';
import { draw } from '../effects';
import { retunedCardsV10 } from '../rulesVersion';

// The text on the card: see assets/cards/sets/champions.json (misdirection).
// Played before blocks, so the new target simply takes the old one's place.
export default behaviour({
  id: 'misdirection',
  target: 'friendly-character',
  window: 'attacked',
  playable: ({ s, me }) => s.players[me].piles.champions.length + s.players[me].piles.play.length > 1,
  resolve: ({ s, me, target }) => {
    if (target && s.battle && !s.battle.attackers.includes(target.uuid)) s.battle.target = target.uuid;
    if (retunedCardsV10(s.setup)) draw(s, me, 1); // version 10 on: it also draws a card
  },
});
