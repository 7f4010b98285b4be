import { randomInt } from 'node:crypto';
import { botInputFor, type BotMove } from '../../../engine/botPlayer';
import { plannedMove, type HeldPlan } from '../../../engine/botPlan';
import type { GameState } from '../../../engine';
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../../../protocol/bot';
import type { BotThinker } from './pool';

/** The bot's answer: its move (action null: none), or why no worker gave one (the caller falls back). */
export type BotAnswer = { ok: true; move: BotMove } | { ok: false; reason: string };

/**
 * Resolves once both the bot's move is known and `pauseMs` has passed (the pause players expect before a
 * bot's move shows). The next click of a move the bot already chose (`plan`, engine/botPlan.ts) needs no
 * thinking; any other move is thought on a worker, off the event loop. It never rejects: a crashed or
 * overrunning worker comes back as `ok: false`. The caller applies the move only if the game is still at
 * the state it was asked about.
 */
export async function botAnswer(bots: BotThinker, state: GameState, seat: string, level: BotLevel | undefined, pauseMs: number, plan: HeldPlan | null): Promise<BotAnswer> {
  const pause = new Promise((resolve) => setTimeout(resolve, pauseMs));
  const planned = plannedMove(plan, state, seat);
  // The seed only varies the bot's own sampling; the move itself is recorded like any player's.
  const answer: Promise<BotAnswer> = planned
    ? Promise.resolve({ ok: true, move: planned })
    : bots.think(botInputFor(state, seat, level ?? DEFAULT_BOT_LEVEL, randomInt(2 ** 31))).then(
        (move) => ({ ok: true, move }),
        (err: unknown) => ({ ok: false, reason: err instanceof Error ? err.message : String(err) }),
      );
  const [result] = await Promise.all([answer, pause]);
  return result;
}
