import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { ServerBase } from '../serverBase';
import { clusterKeys } from '../node/cluster/keys';
import { RemoteNode, refreshNodes } from '../node/cluster/remoteNode';
import { RpcClient } from '../node/cluster/rpc';
import type { NodeEvent } from '../node/types';
import { LobbyCluster } from './cluster';
import type { Lobby } from './lobby';
import { relistRunning } from './relist';

const NODE_REFRESH_MS = 2000;

/**
 * Cluster mode for a lobby process: sockets shared through the socket.io Redis adapter, game nodes
 * found in Redis and reached by RPC, node events claimed by exactly one lobby process, and the
 * games list shared as one snapshot (see LobbyCluster).
 */
export async function joinCluster(ctx: ServerBase, lobby: Lobby, onNodeEvent: (e: NodeEvent) => Promise<void>): Promise<void> {
  const url = ctx.config.redisUrl!;
  const keys = clusterKeys(ctx.config.redisPrefix);
  const adapterPub = new Redis(url);
  const adapterSub = adapterPub.duplicate();
  ctx.io.adapter(createAdapter(adapterPub, adapterSub, { key: keys.adapter }));
  const redis = new Redis(url);
  const sub = new Redis(url);
  const lobbyId = randomUUID();
  const rpc = new RpcClient(redis, sub, keys, lobbyId);
  await sub.subscribe(keys.events, rpc.channel);
  sub.on('message', (channel: string, raw: string) => {
    if (channel !== keys.events) return;
    const { id, event } = JSON.parse(raw) as { id: string; event: NodeEvent };
    void redis
      .set(keys.eventClaim(id), lobbyId, 'PX', 60_000, 'NX')
      .then((claimed) => claimed && onNodeEvent(event))
      .catch((err: unknown) => ctx.log.error({ err, event }, 'node event failed'));
  });

  lobby.refreshNodes = () => refreshNodes(lobby.nodes, redis, keys, (name) => new RemoteNode(name, rpc, redis, keys));
  await lobby.refreshNodes();
  const timer = setInterval(() => void lobby.refreshNodes().catch(() => undefined), NODE_REFRESH_MS);
  timer.unref();

  // What other lobby processes tell this one (server-side events through the adapter).
  ctx.io.on('announceuser', (user, joined) => lobby.announceLocal(user, joined));
  ctx.io.on('lobbychat', (msg, author) => lobby.chatLocal(msg, author));

  lobby.cluster = new LobbyCluster(lobby, redis, keys);
  // The first lobby after a full stop lists the games the nodes brought back.
  if (!(await lobby.cluster.start())) await lobby.serial(() => relistRunning(lobby));

  ctx.onClose(() => {
    clearInterval(timer);
    for (const r of [redis, sub, adapterPub, adapterSub]) r.disconnect();
  });
}
