import type { SystemForfeitReason, WinReason } from '../protocol/game';
import { winReasons } from '../protocol/game';
import type { GameState, Rules } from './types';
import { other } from './ops';
import { endGame } from './damage';

/**
 * How a game ends by someone's choice rather than on the board (docs/decisions.md, System actions).
 * A player may concede, by the button, by leaving the board or by typing /forfeit; that is always a
 * concede. A loss by timeout, absence or leaving is a system action: only the node makes one
 * (forceLoss), it is logged as a system entry, and no GameAction can produce it.
 */

export const FORFEIT_ARGS = '/forfeit takes no argument: it concedes the game';

/** /forfeit typed in chat or sent as a manual command: a plain concede; any argument is refused. */
export function playerForfeit(s: GameState, me: string, args: string[], rules: Rules): string | null {
  if (rules === 'legacy') return legacyForfeit(s, me, args);
  if (s.winner) return 'the game is over';
  if (args.length > 0) return FORFEIT_ARGS;
  endGame(s, other(s, me), 'concede');
  return null;
}

/** The board's leave: the player is gone, and a running game ends as their concede. */
export function leaveGame(s: GameState, me: string, rules: Rules): string | null {
  s.players[me].left = true;
  if (!s.winner) endGame(s, other(s, me), rules === 'legacy' ? 'left' : 'concede');
  return null;
}

/** The node's forfeit: the player ran out of time, stayed away or left. */
export function systemForfeit(s: GameState, player: string, reason: SystemForfeitReason): void {
  endGame(s, other(s, player), reason);
}

/**
 * Before version 2, /forfeit took the win reason as its argument (the node's forced losses were
 * logged that way, and so was a player's forged '/forfeit timeout'). Only a legacy log replays it.
 */
function legacyForfeit(s: GameState, me: string, args: string[]): string | null {
  const reason = (winReasons as readonly string[]).includes(args[0] ?? '') ? (args[0] as WinReason) : 'concede';
  endGame(s, other(s, me), reason === 'champions defeated' ? 'concede' : reason);
  return null;
}
