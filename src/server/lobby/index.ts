import { RELEASE_VERSION } from '../../engine/lobbyRules';
import type { ServerContext } from '../context';
import type { ServerBase } from '../serverBase';
import { GameNode } from '../node/gameNode';
import { createGameTokens } from '../auth/tokens';
import { LocalNode } from '../node/localNode';
import { NodeRegistry } from '../node/registry';
import { rematch } from './games';
import { authenticate, bindLobbyEvents } from './handlers';
import { HELD_COUNT_MS, keepHeldCounts } from './heldLists';
import { Lobby } from './lobby';
import { joinCluster } from './clusterSetup';
import { relistRunning } from './relist';
import { revocation } from '../admin/revocation';
import type { NodeEvent, OwnNode } from '../node/types';
import { ThreadNode } from '../node/threads/threadNode';


function handshakeValue(socket: { handshake: { auth: unknown; query: Record<string, unknown> } }, key: string): string | undefined {
  const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
  const v = auth[key] ?? socket.handshake.query[key];
  return typeof v === 'string' && v ? v : undefined;
}

/** A node's event, applied to the lobby as one change (in cluster mode under the one writer); throws when that fails. */
function applyNodeEvent(lobby: Lobby, e: NodeEvent): Promise<void> {
  return lobby.serial((w) => w.onNodeEvent(e, (g) => rematch(w, g)));
}

/** The in-process node's events: nothing to retry from, so a failure is logged. */
function onNodeEvent(lobby: Lobby, e: NodeEvent): Promise<void> {
  return applyNodeEvent(lobby, e).catch((err: unknown) => lobby.ctx.log.error({ err, e }, 'node event failed'));
}

/**
 * The lobby and, by default, the game node running in this process, built on the base before the
 * ServerContext that holds them (app.ts); registerLobby starts them. In cluster mode (REDIS_URL and
 * DATABASE_URL) this process is lobby-only and the nodes are `npm run node` processes: no game node here.
 */
export function createLobby(base: ServerBase): { lobby: Lobby; gameNode: GameNode | null; ownNodes: OwnNode[] } {
  const nodes = new NodeRegistry();
  const gameTokens = createGameTokens(base.config.jwtSecret);
  const lobby = new Lobby(base, nodes, gameTokens);
  if (base.config.cluster) return { lobby, gameNode: null, ownNodes: [] };
  if (base.config.nodeThreads > 0) {
    const threads = nodeThreads(base, (e) => onNodeEvent(lobby, e));
    for (const t of threads) nodes.add(t);
    return { lobby, gameNode: null, ownNodes: threads };
  }
  const node = new GameNode({
    name: base.config.nodeName,
    io: base.io,
    db: base.db,
    log: base.log,
    tokens: gameTokens,
    botDelayMs: botDelayMs(base),
    botThinkScale: botThinkScale(base),
    absenceMs: base.config.absenceSeconds * 1000,
    clockScale: base.config.clockScale,
    onEvent: (e) => onNodeEvent(lobby, e),
  });
  nodes.add(
    new LocalNode(node, () => {
      const a = base.io.httpServer.address();
      return typeof a === 'object' && a ? a.port : base.config.port;
    }),
  );
  return { lobby, gameNode: node, ownNodes: [node] };
}

// Tests and benches set BOT_DELAY_MS and BOT_THINK_SCALE in their own process environment.
const botDelayMs = (base: ServerBase) => Number(process.env.BOT_DELAY_MS ?? base.config.botDelayMs);
const botThinkScale = (base: ServerBase) => Number(process.env.BOT_THINK_SCALE ?? base.config.botThinkScale);

/**
 * NODE_THREADS game nodes on threads of their own (node/threads), named NODE_NAME, NODE_NAME-2, ...:
 * a restart with the same count brings each one's running games back. With PGlite each queries the
 * event loop's database thread through its own port; with PostgreSQL each opens its own pool.
 */
function nodeThreads(base: ServerBase, onEvent: (e: NodeEvent) => void): ThreadNode[] {
  return Array.from({ length: base.config.nodeThreads }, (_, i) => {
    const name = i === 0 ? base.config.nodeName : `${base.config.nodeName}-${i + 1}`;
    return new ThreadNode({
      name,
      jwtSecret: base.config.jwtSecret,
      dbPort: base.database.attach?.() ?? null,
      settings: {
        host: base.config.host,
        databaseUrl: base.config.databaseUrl,
        dataDir: base.config.dataDir,
        logLevel: base.config.logLevel,
        botDelayMs: botDelayMs(base),
        botThinkScale: botThinkScale(base),
        absenceMs: base.config.absenceSeconds * 1000,
        clockScale: base.config.clockScale,
      },
      onEvent,
      onFailure: (message) => base.log.error({ node: name }, `game node thread failed: ${message}`),
    });
  });
}

/** The lobby on the default namespace: started (cluster state, or this process's own nodes restored), then taking sockets. */
export async function registerLobby(ctx: ServerContext): Promise<void> {
  const { lobby } = ctx;
  // Subscribed from the start (cluster mode), so a logout or a removed right on any process reaches these sockets.
  revocation(ctx);
  // Cluster mode: a node event that fails stays in its stream and is tried again (node/cluster/streams.ts).
  if (!ctx.ownNodes.length) await joinCluster(ctx, lobby, (e) => applyNodeEvent(lobby, e));
  for (const own of ctx.ownNodes) {
    ctx.onClose(() => own.close());
    // After a restart: running games come back from their action logs, and into the lobby's list.
    await own.restore();
    await lobby.serial((w) => relistRunning(w, own.name));
  }

  ctx.onClose(keepHeldCounts(lobby, Number(process.env.HELD_COUNT_MS ?? HELD_COUNT_MS)));

  ctx.io.of('/').on('connection', (socket) => {
    const c = lobby.presence.add(socket);
    bindLobbyEvents(lobby, c);
    socket.on('disconnect', () => {
      const left = lobby.presence.remove(socket.id);
      if (left && c.user) lobby.announceUser(c.user, false);
    });
    const version = handshakeValue(socket, 'version');
    if (version && version !== RELEASE_VERSION) socket.emit('banner', 'A new version of the site is available, please refresh the page.');
    // A socket recovered from its session (cluster mode) was sent the events it missed that were sent to
    // it or its rooms, its own game's included; the lists nobody sent it while away come whole (authenticate).
    const recovered = socket.recovered ? (socket.data.user?.username ?? null) : undefined;
    void authenticate(lobby, c, handshakeValue(socket, 'token'), recovered).catch((err: unknown) => ctx.log.error({ err }, 'lobby connect failed'));
  });
}
