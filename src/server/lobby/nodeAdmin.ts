import type { LobbySocket } from '../socketServer';
import type { Lobby } from './lobby';
import type { LobbyIdentity } from './types';

/** Node admin over the lobby socket (canManageNodes): status, enable/disable, restart. */
const REFUSED = 'You are not allowed to manage nodes';

async function sendStatus(lobby: Lobby, socket: LobbySocket): Promise<void> {
  await lobby.refreshNodes();
  socket.emit('nodestatus', lobby.nodes.list());
}

export async function status(lobby: Lobby, u: LobbyIdentity, socket: LobbySocket): Promise<string | null> {
  if (!u.permissions.canManageNodes) return REFUSED;
  await sendStatus(lobby, socket);
  return null;
}

/** A disabled node keeps its running games but is picked for no new one. */
export async function toggle(lobby: Lobby, u: LobbyIdentity, socket: LobbySocket, name: string): Promise<string | null> {
  if (!u.permissions.canManageNodes) return REFUSED;
  await lobby.refreshNodes();
  const node = lobby.nodes.get(name);
  if (!node) return 'No such node';
  await node.setEnabled(node.status().status !== 'active');
  await sendStatus(lobby, socket);
  return null;
}

/**
 * The node rebuilds every running game from its setup and action log (nothing is lost), which
 * drops the players' game sockets; each member of those games then gets a fresh handoff.
 */
export async function restart(lobby: Lobby, u: LobbyIdentity, socket: LobbySocket, name: string): Promise<string | null> {
  if (!u.permissions.canManageNodes) return REFUSED;
  await lobby.refreshNodes();
  const node = lobby.nodes.get(name);
  if (!node) return 'No such node';
  if (node.status().status === 'offline') return 'The node is offline';
  socket.emit('nodestatus', lobby.nodes.list().map((n) => (n.name === name ? { ...n, status: 'restarting' as const } : n)));
  await node.restart();
  for (const game of lobby.games.values()) {
    if (game.node !== name || !game.started || game.finishedAt) continue;
    const members = [...[...game.players.values()].filter((p) => !p.isBot && !p.left).map((p) => p.username), ...game.spectators.keys()];
    for (const m of members) await lobby.sendHandoff(game, m);
  }
  await sendStatus(lobby, socket);
  return null;
}
