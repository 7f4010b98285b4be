import type { GameAction } from '../protocol/game';
import type { BotLevel } from '../protocol/bot';
import type { BotInput } from './botPlayer';
import { botAction } from './bot';
import { determinize } from './search/determinize';
import { macrosFor } from './search/macros';
import { search } from './search/mcts';
import { rand } from './search/rand';

/**
 * The four levels, each playing on worlds sampled from what its seat knows (never the real state):
 * - novice: the rule bot (bot.ts) on one sampled world, with a slip now and then (a random move);
 * - standard: the rule bot on one sampled world: it pitches for a play and holds reactions (botReactions.ts);
 * - strong, expert: information-set MCTS (search/mcts.ts) for about 250 ms and 1 s.
 */
export const SEARCH_BUDGET_MS: Partial<Record<BotLevel, number>> = { strong: 250, expert: 1000 };
/** How often the novice makes a random move instead of the rule bot's. */
export const NOVICE_SLIP = 0.3;

export function levelMove(input: BotInput): GameAction | null {
  const r = rand(input.seed);
  const world = determinize(input.state, input.pools, r);
  const me = input.seat;
  if (input.level === 'novice' || input.level === 'standard') {
    if (input.level === 'novice' && r.next() < NOVICE_SLIP) {
      const macros = macrosFor(world, me);
      if (macros.length) return macros[r.int(macros.length)].actions[0];
    }
    return botAction(world, me);
  }
  const macros = macrosFor(world, me);
  if (macros.length <= 1) return macros[0]?.actions[0] ?? botAction(world, me);
  const budgetMs = input.budgetMs ?? SEARCH_BUDGET_MS[input.level] ?? 250;
  const found = search(input.state, input.pools, me, { budgetMs, maxIterations: input.maxIterations ?? Infinity, seed: r.int(2 ** 32) });
  return found.macro?.actions[0] ?? botAction(world, me);
}
