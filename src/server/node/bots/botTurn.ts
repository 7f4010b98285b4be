import { randomInt } from 'node:crypto';
import { botInputFor } from '../../../engine/botPlayer';
import type { GameState } from '../../../engine';
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../../../protocol/bot';
import type { GameAction } from '../../../protocol/game';
import type { BotThinker } from './pool';

/** The bot's answer: its move (null: none), or why no worker gave one (the caller falls back). */
export type BotAnswer = { ok: true; action: GameAction | null } | { ok: false; reason: string };

/**
 * Starts the bot's move for `seat` off the event loop and resolves once both the answer is in and
 * `pauseMs` has passed (the pause players expect before a bot's move shows). It never rejects: a crashed
 * or overrunning worker comes back as `ok: false`. The caller applies the move only if the game is still
 * at the state it was asked about.
 */
export async function botAnswer(bots: BotThinker, state: GameState, seat: string, level: BotLevel | undefined, pauseMs: number): Promise<BotAnswer> {
  // The seed only varies the bot's own sampling; the move itself is recorded like any player's.
  const input = botInputFor(state, seat, level ?? DEFAULT_BOT_LEVEL, randomInt(2 ** 31));
  const pause = new Promise((resolve) => setTimeout(resolve, pauseMs));
  const answer: Promise<BotAnswer> = bots.think(input).then(
    (action) => ({ ok: true, action }),
    (err: unknown) => ({ ok: false, reason: err instanceof Error ? err.message : String(err) }),
  );
  const [result] = await Promise.all([answer, pause]);
  return result;
}
