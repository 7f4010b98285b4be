import { behaviour } from './behaviour';

// The text on the card: see assets/cards/cards.json (phantom-feint).
export default behaviour({
  id: 'phantom-feint',
  target: 'attacker',
  window: 'attacked',
  resolve: ({ s, target }) => {
    if (target && s.battle) s.battle.attackers = s.battle.attackers.filter((u) => u !== target.uuid);
  },
});
