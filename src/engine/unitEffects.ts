import type { GameState, CardState } from './types';
import { livingChampions, lifeLeft } from './ops';

/** How the units' triggered abilities pick without asking (they never prompt mid-battle). */

/** The friendly champion with the most damage on it (the first in the row on a tie), or null if none is damaged. */
export function mostDamagedChampion(s: GameState, name: string): CardState | null {
  const hurt = livingChampions(s, name).filter((c) => c.damage > 0);
  return hurt.sort((a, b) => b.damage - a.damage)[0] ?? null;
}

/** The living champion with the most life left (the first in the row on a tie). */
export function healthiestChampion(s: GameState, name: string): CardState | null {
  return livingChampions(s, name).sort((a, b) => lifeLeft(b) - lifeLeft(a))[0] ?? null;
}
