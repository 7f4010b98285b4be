import type { Redis } from 'ioredis';
import type { Handoff, NodeStatus } from '../../../protocol/sockets';
import type { NodeRegistry } from '../registry';
import type { NodeHandle, StartGameRequest } from '../types';
import type { ClusterKeys, NodeRecord } from './keys';
import type { RpcClient } from './rpc';

/** The lobby's handle on a game node process, known through its Redis record and reached by RPC. */
export class RemoteNode implements NodeHandle {
  record: NodeRecord | null = null;
  disabled = false;

  constructor(
    readonly name: string,
    private rpc: RpcClient,
    private redis: Redis,
    private keys: ClusterKeys,
  ) {}

  status(): NodeStatus {
    const r = this.record;
    if (!r) return { name: this.name, numGames: 0, status: 'offline', version: '' };
    const status = r.status === 'restarting' ? 'restarting' : this.disabled ? 'disabled' : 'active';
    return { name: this.name, numGames: r.numGames, status, version: r.version };
  }

  /** A node process has its own fixed address, whichever lobby host the player came through. */
  endpoint(): Omit<Handoff, 'gameId' | 'name' | 'namespace' | 'token'> {
    const r = this.record;
    const port = r?.port ?? 0;
    return { address: r?.address ?? '127.0.0.1', ...(port === 80 || port === 443 ? {} : { port }), secure: false, path: '/socket.io' };
  }

  async startGame(req: StartGameRequest): Promise<void> {
    await this.rpc.call(this.name, { cmd: 'startGame', req });
    // Count it now, so a second game started before the next heartbeat balances correctly.
    if (this.record) this.record.numGames++;
  }

  stopGame(gameId: string): Promise<void> {
    return this.rpc.call(this.name, { cmd: 'stopGame', gameId });
  }

  rematchStarted(oldGameId: string, newGameId: string): void {
    void this.rpc.call(this.name, { cmd: 'rematchStarted', oldGameId, newGameId }).catch(() => undefined);
  }

  async setEnabled(enabled: boolean): Promise<void> {
    if (enabled) await this.redis.srem(this.keys.disabled, this.name);
    else await this.redis.sadd(this.keys.disabled, this.name);
    this.disabled = !enabled;
  }

  restart(): Promise<void> {
    if (this.record) this.record.status = 'restarting';
    return this.rpc.call(this.name, { cmd: 'restart' }, 60_000);
  }
}

/** Keeps the registry in step with the nodes registered in Redis (records, disabled flags). */
export async function refreshNodes(registry: NodeRegistry, redis: Redis, keys: ClusterKeys, make: (name: string) => RemoteNode): Promise<void> {
  const names = (await redis.smembers(keys.nodes)).sort();
  const disabled = new Set(await redis.smembers(keys.disabled));
  const records = names.length ? await redis.mget(...names.map((n) => keys.node(n))) : [];
  names.forEach((name, i) => {
    let node = registry.get(name) as RemoteNode | undefined;
    if (!node) {
      node = make(name);
      registry.add(node);
    }
    node.record = records[i] ? (JSON.parse(records[i]) as NodeRecord) : null;
    node.disabled = disabled.has(name);
  });
}
