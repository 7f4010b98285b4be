import { RELEASE_VERSION } from '../../engine/lobbyRules';
import type { ServerContext } from '../context';
import { GameNode } from '../node/gameNode';
import { createGameTokens } from '../node/gameToken';
import { LocalNode } from '../node/localNode';
import { NodeRegistry } from '../node/registry';
import { rematch } from './games';
import { authenticate, bindLobbyEvents } from './handlers';
import { Lobby } from './lobby';
import { joinCluster } from './clusterSetup';
import { relistRunning } from './relist';
import { revocation } from '../admin/revocation';
import type { NodeEvent } from '../node/types';


function handshakeValue(socket: { handshake: { auth: unknown; query: Record<string, unknown> } }, key: string): string | undefined {
  const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
  const v = auth[key] ?? socket.handshake.query[key];
  return typeof v === 'string' && v ? v : undefined;
}

/**
 * The lobby on the default namespace. By default the game node runs in this process; in cluster
 * mode (REDIS_URL and DATABASE_URL) this process is lobby-only and the nodes are `npm run node` processes.
 */
export async function registerLobby(ctx: ServerContext): Promise<Lobby> {
  const nodes = new NodeRegistry();
  const gameTokens = createGameTokens(ctx.config.jwtSecret);
  const lobby = new Lobby(ctx, nodes, gameTokens);
  ctx.lobby = lobby;
  // Subscribed from the start (cluster mode), so a logout or a removed right on any process reaches these sockets.
  revocation(ctx);
  const onNodeEvent = (e: NodeEvent) =>
    lobby.serial(() => lobby.onNodeEvent(e, (g) => rematch(lobby, g))).catch((err: unknown) => ctx.log.error({ err, e }, 'node event failed'));
  if (ctx.config.cluster) await joinCluster(ctx, lobby, onNodeEvent);
  else {
    const node = new GameNode({
      name: ctx.config.nodeName,
      io: ctx.io,
      db: ctx.db,
      log: ctx.log,
      tokens: gameTokens,
      // Tests and benches set BOT_DELAY_MS in their own process environment.
      botDelayMs: Number(process.env.BOT_DELAY_MS ?? ctx.config.botDelayMs),
      absenceMs: ctx.config.absenceSeconds * 1000,
      clockScale: ctx.config.clockScale,
      onEvent: (e) => void onNodeEvent(e),
    });
    nodes.add(
      new LocalNode(node, () => {
        const a = ctx.io.httpServer.address();
        return typeof a === 'object' && a ? a.port : ctx.config.port;
      }),
    );
    ctx.gameNode = node;
    ctx.onClose(() => node.close());
    // After a restart: running games come back from their action logs, and into the lobby's list.
    await node.restore();
    await relistRunning(lobby, node.name);
  }

  ctx.io.of('/').on('connection', (socket) => {
    const c = lobby.presence.add(socket);
    bindLobbyEvents(lobby, c);
    socket.on('disconnect', () => {
      const left = lobby.presence.remove(socket.id);
      if (left && c.user) lobby.announceUser(c.user, false);
    });
    const version = handshakeValue(socket, 'version');
    if (version && version !== RELEASE_VERSION) socket.emit('banner', 'A new version of the site is available, please refresh the page.');
    void authenticate(lobby, c, handshakeValue(socket, 'token')).catch((err: unknown) => ctx.log.error({ err }, 'lobby connect failed'));
  });
  return lobby;
}
