import type { GameState } from './types';
import { other, characters, livingChampions, lifeLeft, attackOf, def } from './ops';

/** A rough score of the position for `me`: the bot's compass. Larger is better. */
export function evaluate(s: GameState, me: string): number {
  if (s.winner) return s.winner === me ? 10_000 : -10_000;
  return side(s, me) - side(s, other(s, me));
}

function side(s: GameState, name: string): number {
  const p = s.players[name];
  let v = 0;
  const champs = livingChampions(s, name);
  // Each living champion is worth a lot more than its life: losing one costs its attacks and ability.
  for (const c of champs) v += 8 + lifeLeft(c) * 1.5 + c.armor * 0.8 + attackOf(s, c) * 0.5;
  v -= (3 - champs.length) * 4;
  for (const c of characters(s, name)) {
    if (c.zone === 'play') v += 2 + lifeLeft(c) * 0.7 + attackOf(s, c) * 1.2 + c.armor * 0.5;
    if (c.exhausted) v -= attackOf(s, c) * 0.3;
    if (c.statuses.includes('disarmed')) v -= attackOf(s, c) * 0.4;
    if (c.statuses.includes('marked')) v -= 0.6;
    if (c.statuses.includes('empowered')) v += 1.2;
  }
  v += p.piles.spells.filter((u) => !s.cards[u].exhausted || def(s.cards[u]).abilityCost).length * 1.5;
  v += p.piles.hand.length * 0.6 + p.bacon * 0.3 + p.piles.deck.length * 0.05;
  return v;
}
