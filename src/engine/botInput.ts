import type { BotLevel } from '../protocol/bot';
import type { KnownState, HiddenPool } from './search/redact';

/**
 * What the bot is given for one decision (built by botPlayer.ts botInputFor, read by chooseBotMove and the
 * levels in botLevels.ts). Its own file so the door and the levels both import it without importing each other.
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
