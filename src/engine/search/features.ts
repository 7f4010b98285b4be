import type { GameState } from '../types';
import { other, characters, livingChampions, lifeLeft, attackOf, def } from '../ops';

/**
 * The position as numbers for the search's leaf evaluation: each feature is `me`'s figure less the
 * opponent's, so the value is antisymmetric and needs no bias. The weights (weights.ts) are a
 * logistic regression of self-play results on these features (bench/fitEval.ts).
 */
export const FEATURES = ['champions', 'championLife', 'championArmor', 'championAttack', 'units', 'unitLife', 'unitAttack', 'hand', 'readySpells', 'bacon', 'deck', 'exhaustedAttack', 'statusEdge'] as const;

export function features(s: GameState, me: string): number[] {
  const a = side(s, me);
  const b = side(s, other(s, me));
  return a.map((x, i) => x - b[i]);
}

function side(s: GameState, name: string): number[] {
  const p = s.players[name];
  const f = new Array<number>(FEATURES.length).fill(0);
  for (const c of livingChampions(s, name)) {
    f[0]++;
    f[1] += lifeLeft(c);
    f[2] += c.armor;
    f[3] += attackOf(s, c);
  }
  for (const c of characters(s, name)) {
    if (c.zone === 'play') {
      f[4]++;
      f[5] += lifeLeft(c);
      f[6] += attackOf(s, c);
    }
    if (c.exhausted) f[11] += attackOf(s, c);
    if (c.statuses.includes('empowered') || c.statuses.includes('buffed')) f[12]++;
    if (c.statuses.includes('marked') || c.statuses.includes('disarmed')) f[12]--;
  }
  f[7] = p.piles.hand.length;
  f[8] = p.piles.spells.filter((u) => !s.cards[u].exhausted || def(s.cards[u]).abilityCost).length;
  f[9] = p.bacon;
  f[10] = p.piles.deck.length;
  return f;
}
