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

export type { BotInput } from './botInput';

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

export function chooseBotMove(input: BotInput): GameAction | null {
  if (!input.asked) return null;
  const s = input.state;
  const foe = other(s, input.seat);
  if (s.undoRequest === foe) return { command: 'answerUndo', accept: input.undoAccept };
  if (s.manualModeRequest === foe) return { command: 'answerManualMode', accept: true };
  return underRulesOf(s.setup, () => levelMove(input));
}

/**
 * The move to play when no worker answered (a crash, an overrun): the Standard level, cheap enough for the
 * caller's own thread, and like every level it reads only what the seat may know.
 */
export function fallbackBotMove(s: GameState, seat: string, seed: number): GameAction | null {
  return chooseBotMove(botInputFor(s, seat, 'standard', seed));
}
