import type { GameState, CardState } from './types';
import { other, characters, lifeLeft, attackOf } from './ops';
import { attackTargets } from './keywords';
import { chimeraObeysGuard } from './rulesVersion';

/**
 * Where the chimera's forced attacks and harm go from rules version 3 on (rulesVersion.ts
 * chimeraTiers). Before that it always struck the champion with least life, armor or not, which a
 * player learned to exploit; now it weighs what an attack can actually do, as the bot's attack plan does.
 */

const toKill = (c: CardState): number => lifeLeft(c) + c.armor + (c.statuses.includes('marked') ? -1 : 0);

/** How much an attack of `power` on `t` is worth: champions first, kills most, a target that strikes back less. */
function attackValue(s: GameState, t: CardState, power: number): number {
  const champ = t.zone === 'champions';
  const need = toKill(t);
  const kill = power >= need;
  const counter = !t.exhausted && !t.statuses.includes('disarmed') ? attackOf(s, t) : 0;
  return Math.min(power, need) * (champ ? 1.5 : 1) + (kill ? (champ ? 12 : 4) : 0) - counter * 0.5;
}

/**
 * The enemy character an attack of `power` does most to (null when the enemy has none). From rules
 * version 4 it chooses among the targets the engine allows any attacker (a ready guard first).
 */
export function bestTarget(s: GameState, me: string, power: number): CardState | null {
  let best: CardState | null = null;
  let bv = -Infinity;
  const allowed = chimeraObeysGuard(s.setup) ? attackTargets(s, me) : characters(s, other(s, me));
  for (const t of allowed) {
    const v = attackValue(s, t, power);
    if (v > bv) [best, bv] = [t, v];
  }
  return best;
}

/** The enemy's most dangerous ready character: the one to exhaust before it acts. */
export function biggestThreat(s: GameState, me: string): CardState | null {
  const ready = characters(s, other(s, me)).filter((c) => !c.exhausted && attackOf(s, c) > 0);
  return ready.sort((a, b) => attackOf(s, b) - attackOf(s, a) || Number(b.zone === 'champions') - Number(a.zone === 'champions'))[0] ?? null;
}
