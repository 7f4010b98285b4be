import { behaviour } from './behaviour';
import { dealDamage } from '../damage';

// The text on the card: see assets/cards/cards.json (mirrored-wound).
export default behaviour({
  id: 'mirrored-wound',
  target: 'attacker',
  window: 'attacked',
  playable: ({ s }) => !!s.battle?.target && s.cards[s.battle.target].damage > 0,
  resolve: ({ s, me, target }) => {
    const hurt = s.battle?.target ? s.cards[s.battle.target]?.damage ?? 0 : 0;
    if (target) dealDamage(s, target, Math.min(3, hurt), me);
  },
});
