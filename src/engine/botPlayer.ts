import type { GameAction } from '../protocol/game';
import type { BotLevel } from '../protocol/bot';
import type { GameState } from './types';
import { underRulesOf } from './catalog';
import { applyAction } from './apply';
import { other } from './ops';
import { awaitedPlayer } from './simulate';
import { redactFor } from './search/redact';
import type { BotInput } from './botInput';
import { levelMove } from './botLevels';
import { oneClick as one, type BotMove } from './botPlan';

export type { BotInput } from './botInput';
export type { BotMove } from './botPlan';

/**
 * The one door to the bot, for the game node (through a worker thread) and the in-browser practice game
 * (through a Web Worker). `botInputFor` runs where the game lives and takes only what the seat may know;
 * the input is plain data (structured-cloneable), so it can cross to a worker; `chooseBotMove` runs there.
 * The move comes back as a normal game action, applied, recorded and clocked like a player's.
 */

export function botInputFor(s: GameState, seat: string, level: BotLevel, seed: number): BotInput {
  return underRulesOf(s.setup, () => {
    const { state, pools } = redactFor(s, seat);
    const foe = other(s, seat);
    const asked = !s.winner && (s.undoRequest === foe || s.manualModeRequest === foe || (!s.undoRequest && !s.manualModeRequest && awaitedPlayer(s) === seat));
    const undoAccept = s.undoRequest === foe && applyAction(s, seat, { command: 'answerUndo', accept: true }).ok;
    return { seat, level, seed: seed >>> 0, state, pools, asked, undoAccept };
  });
}

/** The bot's move: its next click and, for a search level, the clicks that complete the move it chose. */
export function chooseBotPlan(input: BotInput): BotMove {
  if (!input.asked) return one(null);
  const s = input.state;
  const foe = other(s, input.seat);
  if (s.undoRequest === foe) return one({ command: 'answerUndo', accept: input.undoAccept });
  if (s.manualModeRequest === foe) return one({ command: 'answerManualMode', accept: true });
  return underRulesOf(s.setup, () => levelMove(input));
}

/** Only the next click (benches and tests that ask afresh every time). */
export function chooseBotMove(input: BotInput): GameAction | null {
  return chooseBotPlan(input).action;
}

/**
 * The move to play when no worker answered (a crash, an overrun): the Standard level, cheap enough for the
 * caller's own thread, and like every level it reads only what the seat may know.
 */
export function fallbackBotMove(s: GameState, seat: string, seed: number): GameAction | null {
  return chooseBotMove(botInputFor(s, seat, 'standard', seed));
}
