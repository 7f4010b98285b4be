import type { GameAction } from '../protocol/game';
import type { BotLevel } from '../protocol/bot';
import type { GameState } from './types';
import { underRulesOf } from './catalog';
import { applyAction } from './apply';
import { other } from './ops';
import { awaitedPlayer } from './simulate';
import { redactFor, type KnownState, type HiddenPool } from './search/redact';
import { levelMove } from './botLevels';

/**
 * The one door to the bot, for the game node (through a worker thread) and the in-browser practice game
 * (through a Web Worker). `botInputFor` runs where the game lives and takes only what the seat may know;
 * the input is plain data (structured-cloneable), so it can cross to a worker; `chooseBotMove` runs there.
 * The move comes back as a normal game action, applied, recorded and clocked like a player's.
 */
export interface BotInput {
  seat: string;
  level: BotLevel;
  /** Seeds the bot's own sampling, so a move can be reproduced in tests. */
  seed: number;
  /**
   * What the seat knows, as a GameState (search/redact.ts): every card it cannot see is blank (no
   * id; its uuid is the alias its view shows), decks are unordered, and the log, messages, seed,
   * stream positions and the opponent's settings are gone. Every level plays on worlds sampled from it.
   */
  state: KnownState;
  /** What each owner's blank cards may be: the exact unseen multiset, or the visible champions' pods. */
  pools: Record<string, HiddenPool>;
  /** Whether the game waits on this seat (its prompt asks something of it). */
  asked: boolean;
  /** The answer to the opponent's undo request: whether the engine would grant it (public: it turns on the dice rolled since). */
  undoAccept: boolean;
  /** Search levels: the time budget of this decision in ms (default by level: strong 250, expert 1000). */
  budgetMs?: number;
  /** Search levels: an iteration cap (tests bound the search by this, not by the clock). */
  maxIterations?: number;
}

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
