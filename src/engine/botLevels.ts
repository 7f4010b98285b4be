import type { GameAction } from '../protocol/game';
import type { BotLevel } from '../protocol/bot';
import type { BotInput } from './botInput';
import { oneClick as one, type BotMove } from './botPlan';
import { botAction } from './bot';
import { determinize } from './search/determinize';
import { macrosFor, type Macro } from './search/macros';
import { search } from './search/mcts';
import { rand } from './search/rand';

/**
 * The four levels, each playing on worlds sampled from what its seat knows (never the real state):
 * - novice: the rule bot (bot.ts) on one sampled world, with slips: it never reacts, and a third of
 *   its decisions are a random move;
 * - standard: the rule bot on one sampled world: it pitches for a play and holds reactions (botReactions.ts);
 * - strong, expert: information-set MCTS (search/mcts.ts) for about 250 ms and 1 s.
 */
export const SEARCH_BUDGET_MS: Partial<Record<BotLevel, number>> = { strong: 250, expert: 1000 };
/** How often the novice makes a random move instead of the rule bot's. */
export const NOVICE_SLIP = 0.35;

/** One click for the rule levels; for the search levels, the first click of the chosen move and its rest (botPlan.ts). */
export function levelMove(input: BotInput): BotMove {
  const r = rand(input.seed);
  const world = determinize(input.state, input.pools, r);
  const me = input.seat;
  if (input.level === 'novice' || input.level === 'standard') {
    if (input.level === 'novice') {
      const macros = macrosFor(world, me);
      // Its slips: it forgets its reactions, and now and then makes any move at all.
      if (world.battle && macros[0]?.key === 'pass') return one(macros[0].actions[0]);
      if (macros.length && r.next() < NOVICE_SLIP) return one(macros[r.int(macros.length)].actions[0]);
    }
    return one(botAction(world, me));
  }
  const macros = macrosFor(world, me);
  const rule = botAction(world, me);
  if (macros.length <= 1) return one(rule ?? macros[0]?.actions[0]);
  const budgetMs = input.budgetMs ?? SEARCH_BUDGET_MS[input.level] ?? 250;
  const prefer = rule ? (m: Macro) => sameClick(m.actions[0], rule) : undefined;
  const found = search(input.state, input.pools, me, { budgetMs, maxIterations: input.maxIterations ?? Infinity, seed: r.int(2 ** 32), prefer });
  if (!found.macro) return one(rule);
  const rest = found.macro.actions.slice(1);
  // The rule bot's own action when the search keeps it: it carries the dice the rule bot pays with.
  return { action: found.preferred && rule ? rule : found.macro.actions[0], rest };
}

/** The same click, whatever dice it names. */
function sameClick(a: GameAction, b: GameAction): boolean {
  const strip = (x: GameAction) => JSON.stringify({ ...x, dice: undefined });
  return strip(a) === strip(b);
}
