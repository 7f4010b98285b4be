import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import type { ServerBase } from '../serverBase';
import { clusterKeys } from '../node/cluster/keys';
import { RemoteNode, refreshNodes } from '../node/cluster/remoteNode';
import { RpcClient } from '../node/cluster/rpc';
import type { NodeEvent } from '../node/types';
import { consumeNodeEvents } from '../node/cluster/nodeEvents';
import { LobbyCluster } from './cluster';
import type { Lobby } from './lobby';
import { relistRunning } from './relist';

const NODE_REFRESH_MS = 2000;

/**
 * Cluster mode for a lobby process: sockets shared through the socket.io Redis adapter, game nodes
 * found in Redis and reached by commands on their streams, node events read from their stream by one
 * consumer group (each handled by exactly one lobby process, none lost while no lobby runs), and the
 * games list shared per game, with a stream of changes (see LobbyCluster).
 */
export async function joinCluster(ctx: ServerBase, lobby: Lobby, onNodeEvent: (e: NodeEvent) => Promise<void>): Promise<void> {
  const url = ctx.config.redisUrl!;
  const keys = clusterKeys(ctx.config.redisPrefix);
  // Room events go on a Redis stream (kept ~10,000 entries), so a socket that dropped and reconnects to
  // any lobby process gets those it missed (connection-state recovery, socketServer.ts); server-side
  // events and fetchSockets go over pub/sub as before. The adapter makes its own reading connections.
  const adapterRedis = new Redis(url);
  ctx.io.adapter(
    createAdapter(adapterRedis, {
      streamName: keys.adapter,
      channelPrefix: keys.adapter,
      sessionKeyPrefix: keys.adapterSession,
      onlyPlaintext: true,
    }),
  );
  const redis = new Redis(url);
  const lobbyId = randomUUID();
  const onError = (err: unknown) => ctx.log.error({ err }, 'cluster stream failed');
  const rpc = new RpcClient(redis, keys, lobbyId);
  await rpc.start(onError);

  lobby.refreshNodes = () => refreshNodes(lobby.nodes, redis, keys, (name) => new RemoteNode(name, rpc, redis, keys));
  await lobby.refreshNodes();
  const timer = setInterval(() => void lobby.refreshNodes().catch(() => undefined), NODE_REFRESH_MS);
  timer.unref();

  // What other lobby processes tell this one (server-side events through the adapter).
  ctx.io.on('announceuser', (user, joined) => lobby.announceLocal(user, joined));
  ctx.io.on('lobbychat', (msg, author) => lobby.chatLocal(msg, author));

  lobby.cluster = new LobbyCluster(lobby, redis, keys, onError);
  // The first lobby after a full stop lists the games the nodes brought back.
  if (!(await lobby.cluster.start())) await lobby.serial((w) => relistRunning(w));
  // Node events come from their stream, this process one consumer of the lobbies' group, read once the
  // games are loaded: an event added while no lobby was reading waits there, and one a lobby read and
  // did not finish (killed) goes to another.
  const events = await consumeNodeEvents(redis, keys, lobbyId, onNodeEvent, {}, onError);

  ctx.onClose(async () => {
    clearInterval(timer);
    await Promise.all([events.stop(), rpc.stop(), lobby.cluster?.stop()]);
    for (const r of [redis, adapterRedis]) r.disconnect();
  });
}
