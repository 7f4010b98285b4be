import { SEARCH_BUDGET_MS } from '../../../engine/botLevels';
import type { BotInput } from '../../../engine/botPlayer';

/** However many moves wait for a worker, the last of them should be thought within about this long. */
export const QUEUE_TARGET_MS = 2000;
/** A search level never thinks less than this (a few dozen iterations), however busy the node. */
export const MIN_SEARCH_MS = 50;

/**
 * A search level's time for one decision on a busy node: its own budget (250 ms, 1 s) while the
 * queue is short, less as it grows, so that a move never waits behind a long line of full searches
 * (50 Expert games on one worker would otherwise wait most of a minute per move). The search is
 * anytime (search/mcts.ts), so a shorter budget plays the best move found so far. Rule levels and a
 * budget the caller already set are left as they are. `scale` shortens every search (tests only).
 */
export function budgetUnderLoad(input: BotInput, waiting: number, workers: number, scale = 1): number | undefined {
  const base = SEARCH_BUDGET_MS[input.level];
  if (base === undefined || input.budgetMs !== undefined) return input.budgetMs;
  const own = base * scale;
  const share = (QUEUE_TARGET_MS * Math.max(1, workers)) / (waiting + 1);
  return Math.round(Math.max(Math.min(MIN_SEARCH_MS, own), Math.min(own, share)));
}
