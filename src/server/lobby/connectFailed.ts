import type { Writing } from './lobby';
import type { LobbyIdentity } from './types';
import { lobbyGame } from './view';

/**
 * The client's game socket gave up on a node after its five attempts (site-spec 7 'connectfailed').
 * The lobby hands the player to the node that has the game when that is not the one that failed (a
 * handoff made before the game's node changed); otherwise retrying the same node would only repeat
 * the same five failures, so the player is freed from the game, as Leave would, and is back in the
 * lobby. A user in no game (or one who already left it) is ignored: nothing to do, nothing to refuse.
 */
export async function connectFailed(lobby: Writing, u: LobbyIdentity, failedNode: string | undefined): Promise<null> {
  const game = lobby.gameOf(u.username);
  if (!game?.started || game.players.get(u.username)?.left) return null;
  await lobby.refreshNodes();
  const alive = game.node ? lobby.nodes.get(game.node) : undefined;
  if (alive && failedNode !== undefined && failedNode !== game.node) {
    lobby.emitTo(u.username, 'gamestate', { game: lobbyGame(game, u.username) });
    await lobby.sendHandoff(game, u.username);
    return null;
  }
  lobby.ctx.log.info({ gameId: game.id, username: u.username, node: failedNode ?? game.node }, 'game node unreachable: player freed from the game');
  lobby.removeMember(game, u.username);
  return null;
}
