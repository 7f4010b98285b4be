import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ClusterKeys } from '../node/cluster/keys';
import type { SocketServer } from '../socketServer';
import { loadSnapshot, toSnapshot, type LobbySnapshot } from './snapshot';
import type { PendingGame } from './types';

/** What the shared state reads and fills of this process's lobby (the Lobby is one). */
export type ClusteredLobby = {
  readonly ctx: { io: SocketServer };
  readonly games: Map<string, PendingGame>;
  readonly userGame: Map<string, string>;
  readonly changed: Set<string>;
  publishLocal(id: string): void;
};

const LOCK_MS = 15_000;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * The lobby state shared by every lobby process in cluster mode. The design is single-writer:
 * a change to the games runs under one Redis lock; the writer first catches up with the latest
 * snapshot (games and who is in which game) if another process changed it, then applies the change
 * to its copy, stores the whole snapshot with a new version, and tells the other processes (a
 * socket.io server-side event through the Redis adapter), which reload it and update their own
 * sockets' games lists. Events to users (gamestate, handoff) go to the user's room, which the
 * adapter delivers to every process. Simple and consistent; the price is one lock per change.
 */
export class LobbyCluster {
  private version = 0;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private lobby: ClusteredLobby,
    private redis: Redis,
    private keys: ClusterKeys,
  ) {}

  /** Loads the shared state; false when there is none yet (the first lobby after a full stop). */
  async start(): Promise<boolean> {
    this.lobby.ctx.io.on('lobbychanged', (msg) => {
      void this.local(async () => {
        if (msg.version > this.version) await this.reload();
        for (const id of msg.changed) this.lobby.publishLocal(id);
      });
    });
    return this.reload();
  }

  private async reload(): Promise<boolean> {
    const [raw, version] = await this.redis.mget(this.keys.lobbyState, this.keys.lobbyVersion);
    if (!raw) return false;
    loadSnapshot(JSON.parse(raw) as LobbySnapshot, this.lobby.games, this.lobby.userGame);
    this.version = Number(version ?? 0);
    return true;
  }

  /** One thing at a time in this process (a change, or applying another process's change). */
  private local<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn, fn);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Runs a change to the games as the only writer in the cluster, then shares it. */
  write<T>(fn: () => Promise<T> | T): Promise<T> {
    return this.local(async () => {
      const token = randomUUID();
      const deadline = Date.now() + LOCK_MS;
      while (!(await this.redis.set(this.keys.lobbyLock, token, 'PX', LOCK_MS, 'NX'))) {
        if (Date.now() > deadline) throw new Error('lobby lock not acquired');
        await new Promise((r) => setTimeout(r, 10));
      }
      try {
        const current = Number((await this.redis.get(this.keys.lobbyVersion)) ?? 0);
        if (current !== this.version) await this.reload();
        this.lobby.changed.clear();
        const result = await fn();
        await this.save();
        return result;
      } finally {
        await this.redis.eval(RELEASE, 1, this.keys.lobbyLock, token);
      }
    });
  }

  /** Stores the snapshot and announces which games changed (the lock is held). */
  async save(): Promise<void> {
    const snapshot = JSON.stringify(toSnapshot(this.lobby.games, this.lobby.userGame));
    this.version = await this.redis.incr(this.keys.lobbyVersion);
    await this.redis.set(this.keys.lobbyState, snapshot);
    const changed = [...this.lobby.changed];
    this.lobby.changed.clear();
    this.lobby.ctx.io.serverSideEmit('lobbychanged', { version: this.version, changed });
  }
}
