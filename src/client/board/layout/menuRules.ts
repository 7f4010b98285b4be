import type { GameView } from '../../../protocol/game';
import type { BoardMode } from '../types';

export type QuitControl = { kind: 'concede'; confirm: string } | { kind: 'leave'; confirm: string | null };

export const CONCEDE_CONFIRM = 'Are you sure you want to concede this game?';
export const LEAVE_CONFIRM = 'Your game is not finished. If you leave you will concede the game. Are you sure you want to leave?';

/**
 * Board-spec 4, leave/concede (before the start there is no view, so no control); a player of an unfinished, non-solo,
 * non-replay game whose opponent is present concedes; everyone else leaves.
 */
export function quitControl(view: GameView, mode: BoardMode): QuitControl {
  const isPlayer = mode === 'live' && !!view.viewer && !!view.players[view.viewer];
  const opponent = Object.values(view.players).find((p) => p.name !== view.viewer);
  const opponentPresent = !!opponent && !opponent.left;
  if (isPlayer && !view.winner && !view.solo && !view.isReplay && opponentPresent) return { kind: 'concede', confirm: CONCEDE_CONFIRM };
  const confirm = isPlayer && !view.winner && opponentPresent ? LEAVE_CONFIRM : null;
  return { kind: 'leave', confirm };
}
