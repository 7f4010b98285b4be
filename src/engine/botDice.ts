import type { GameAction } from '../protocol/game';
import type { GameState, Die } from './types';
import { def } from './ops';
import { applyAction } from './apply';
import { evaluate } from './evaluate';
import { canPay } from './costs';
import { diePowerRefusal } from './dicePowers';
import { chosenDice } from './rulesVersion';

/**
 * The standard bot's dice (rules version 3): which die's power it uses, and which dice pay.
 * One simple rule serves both: a die is worth keeping when a card in hand needs its magic, or
 * when its power would still do something this turn; the bot spends (or uses) the dice worth least.
 */

/** The least a power must gain on evaluate()'s scale to be used: less is noise. */
const POWER_GAIN = 0.25;

/** How much `me` would miss die `d` for the rest of the turn (0: a basic face, nothing lost). */
export function keepValue(s: GameState, me: string, d: Die): number {
  if (d.face !== 'power') return 0;
  const p = s.players[me];
  const needed = p.piles.hand.some((u) => def(s.cards[u]).cost.some((c) => c.kind === 'magic' && c.magic === d.magic));
  const usefulPower = !p.diePowerUsed && diePowerRefusal(s, me, d.uuid) === null;
  return 1 + (needed ? 3 : 0) + (usefulPower ? 1 : 0);
}

/** The hand cards `me` can pay for now. */
const payable = (s: GameState, me: string): string[] => s.players[me].piles.hand.filter((u) => canPay(s, me, def(s.cards[u]).cost));

/**
 * The die power worth using now, or null: the one that gains most (at least POWER_GAIN), among
 * dice whose loss leaves every hand card that is payable now still payable (the dice the rest of
 * the turn, reactions included, needs stay ready).
 */
export function diePowerChoice(s: GameState, me: string): GameAction | null {
  const p = s.players[me];
  if (p.diePowerUsed) return null;
  const base = evaluate(s, me);
  const before = payable(s, me);
  let best: GameAction | null = null;
  let bestGain = POWER_GAIN;
  for (const d of p.dice) {
    if (diePowerRefusal(s, me, d.uuid)) continue;
    const a: GameAction = { command: 'useDiePower', die: d.uuid };
    const r = applyAction(s, me, a);
    if (!r.ok) continue;
    const after = new Set(payable(r.state, me));
    if (before.some((u) => r.state.cards[u].zone === 'hand' && !after.has(u))) continue;
    const gain = evaluate(r.state, me) - base;
    if (gain >= bestGain) [best, bestGain] = [a, gain];
  }
  return best;
}

/**
 * `a` with the dice the bot would rather pay with, when `a` pays with dice: the engine's own choice,
 * with each die worth keeping swapped for a ready die worth less when the payment still goes
 * through. `a` unchanged when it pays nothing, or nothing better is found.
 */
export function withChosenDice(s: GameState, me: string, a: GameAction): GameAction {
  if (!chosenDice(s.setup) || (a.command !== 'cardClicked' && a.command !== 'menuItemClick')) return a;
  const r = applyAction(s, me, a);
  if (!r.ok) return a;
  const dice = s.players[me].dice;
  const paid = dice.filter((d) => !d.exhausted && r.state.players[me].dice.find((x) => x.uuid === d.uuid)?.exhausted);
  if (paid.length === 0) return a;
  let chosen = paid.map((d) => d.uuid);
  let changed = false;
  const spare = () => dice.filter((d) => !d.exhausted && !chosen.includes(d.uuid)).sort((x, y) => keepValue(s, me, x) - keepValue(s, me, y));
  for (const d of [...paid].sort((x, y) => keepValue(s, me, y) - keepValue(s, me, x))) {
    for (const e of spare()) {
      if (keepValue(s, me, e) >= keepValue(s, me, d)) break;
      const trial = chosen.map((u) => (u === d.uuid ? e.uuid : u));
      if (applyAction(s, me, { ...a, dice: trial }).ok) {
        [chosen, changed] = [trial, true];
        break;
      }
    }
  }
  return changed ? { ...a, dice: chosen } : a;
}
