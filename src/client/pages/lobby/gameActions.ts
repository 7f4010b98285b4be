import i18n from '../../app/i18n';
import { showToast } from '../../app/toasts';
import { leaveGameSocket } from '../../net/gameSocket';
import { lobbySend } from '../../net/lobbySocket';
import { accountStore } from '../../stores/account';
import { clearCurrentGame, lobbyStore } from '../../stores/lobby';

type GameRef = { id: string; name: string; needsPassword: boolean };

/** Join or watch a game: login first, the password panel for password games, else straight to the lobby. */
export function requestGame(game: GameRef, joinType: 'Join' | 'Watch'): void {
  if (!accountStore.user) {
    showToast('error', i18n.t(joinType === 'Join' ? 'lobby:loginToJoin' : 'lobby:loginToWatch'));
    return;
  }
  if (game.needsPassword) {
    lobbyStore.passwordGame = { id: game.id, name: game.name, joinType };
    lobbyStore.passwordError = null;
    return;
  }
  lobbySend(joinType === 'Join' ? 'joingame' : 'watchgame', game.id);
}

/** The password panel's Join/Watch: a wrong password comes back as 'passworderror'. */
export function submitPassword(password: string): void {
  const request = lobbyStore.passwordGame;
  if (!request) return;
  lobbyStore.passwordError = null;
  lobbySend(request.joinType === 'Join' ? 'joingame' : 'watchgame', request.id, password);
}

/** Cancel aborts and clears the held passwordGame and joinType. */
export function cancelPassword(): void {
  lobbyStore.passwordGame = null;
  lobbyStore.passwordError = null;
}

export function removeGame(id: string): void {
  lobbySend('removegame', id);
}

export function leavePendingGame(): void {
  const id = lobbyStore.currentGame?.id;
  lobbySend('leavegame', id);
}

/**
 * The one Leave of a started game (top bar and game menu alike). The game socket says leavegame
 * and closes; the lobby is told too, because its own news of the game (the finish, a player's
 * connection) may already be on the way: its cleargamestate comes after them and settles it, so
 * the board goes at the first click instead of coming back without a game.
 */
export function leaveStartedGame(): void {
  const id = lobbyStore.currentGame?.id;
  leaveGameSocket();
  if (id) lobbySend('leavegame', id);
  clearCurrentGame();
}
