import { behaviour } from './behaviour';
import { dealDamage } from '../damage';
import { livingChampions } from '../ops';

// The text on the card: see assets/cards/cards.json (thread-of-pain).
export default behaviour({
  id: 'thread-of-pain',
  target: 'enemy-character',
  resolve: ({ s, me, target }) => {
    const hurt = livingChampions(s, me).filter((c) => c.damage > 0).length;
    if (target) dealDamage(s, target, Math.max(1, hurt), me);
  },
});
