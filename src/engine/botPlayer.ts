import type { GameAction } from '../protocol/game';
import type { BotLevel } from '../protocol/bot';
import type { GameState } from './types';
import { botAction } from './bot';

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
  /** What the bot reads. Today the whole state; the search's input (issue 18) narrows it to the seat's view. */
  state: GameState;
}

export function botInputFor(s: GameState, seat: string, level: BotLevel, seed: number): BotInput {
  return { seat, level, seed, state: s };
}

export function chooseBotMove(input: BotInput): GameAction | null {
  return botAction(input.state, input.seat);
}
