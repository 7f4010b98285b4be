import type { Redis } from 'ioredis';
import type { ClusterKeys } from '../node/cluster/keys';
import { fromRecord, toRecord, type GameRecord } from './snapshot';
import type { PendingGame } from './types';
import { WriterLock } from './writerLock';

/** What the shared state reads and fills of this process's lobby (the Lobby is one). */
export type ClusteredLobby = {
  readonly games: Map<string, PendingGame>;
  readonly userGame: Map<string, string>;
  readonly changed: Set<string>;
  publishLocal(id: string): void;
};

const LOCK_MS = 15_000;
/** Changes kept in the stream, about: a process further behind than this reloads every game. */
const CHANGES_MAX = 10_000;
/** Entries read at once when catching up. */
const CATCH_UP_BATCH = 1000;

/**
 * Bumps the version and adds the change to the stream in one step, so a change's entry always carries
 * the version that follows the one before it (a gap means entries were trimmed away).
 */
const ANNOUNCE = `local v = redis.call('incr', KEYS[1])
local id = redis.call('xadd', KEYS[2], 'MAXLEN', '~', ARGV[1], '*', 'v', v, 'ids', ARGV[2])
return {v, id}`;

type ChangeEntry = [id: string, fields: string[]];

/**
 * The games list shared by the lobby processes of cluster mode, kept per game: a Redis key per game
 * (the game and the users whose current game it is), a set indexing their ids, a version, and a stream
 * of changes (each entry: the new version and the ids of the games it changed).
 *
 * A change runs as the one writer (WriterLock: SET NX with a lease; a waiting process blocks on the
 * lock's wake list instead of polling). The writer first catches up with the changes stream, runs the
 * change on its copy, then writes only the games it touched (those it published or sent, those whose
 * members moved, those added or removed) and adds one entry to the stream. Every process follows the
 * stream (a blocking XREAD) and reloads just the games named, then updates its own sockets' lists.
 */
export class LobbyCluster {
  private version = 0;
  private lastId = '0-0';
  private chain: Promise<unknown> = Promise.resolve();
  private lock: WriterLock;
  private blocking: Redis;
  private reader: Redis;
  private stopped = false;
  private following: Promise<void> | null = null;

  constructor(
    private lobby: ClusteredLobby,
    private redis: Redis,
    private keys: ClusterKeys,
    private onError: (err: unknown) => void = () => undefined,
  ) {
    this.blocking = redis.duplicate();
    this.reader = redis.duplicate();
    this.lock = new WriterLock(redis, this.blocking, keys.lobbyLock, keys.lobbyLockWake, LOCK_MS);
  }

  /** Loads the shared state and follows its changes; false when there is none yet (the first lobby after a full stop). */
  async start(): Promise<boolean> {
    const loaded = await this.local(() => this.reloadAll());
    this.following = this.follow();
    return loaded;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.reader.disconnect();
    this.blocking.disconnect();
    await this.following;
  }

  /** Wakes on every new entry of the changes stream and applies what this process has not seen. */
  private async follow(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.reader.xread('BLOCK', 5000, 'STREAMS', this.keys.lobbyChanges, this.lastId);
        if (!this.stopped) await this.local(() => this.catchUp());
      } catch (err) {
        if (this.stopped) return;
        this.onError(err);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  /** Every game from Redis: at the start, or when this process fell further behind than the stream keeps. */
  private async reloadAll(): Promise<boolean> {
    const [[, ids], [, version], [, last]] = (await this.redis
      .multi()
      .smembers(this.keys.lobbyGames)
      .get(this.keys.lobbyVersion)
      .xrevrange(this.keys.lobbyChanges, '+', '-', 'COUNT', 1)
      .exec()) as [[null, string[]], [null, string | null], [null, ChangeEntry[]]];
    if (version === null) return false;
    const before = new Set(this.lobby.games.keys());
    this.lobby.games.clear();
    this.lobby.userGame.clear();
    this.version = Number(version);
    this.lastId = last[0]?.[0] ?? '0-0';
    // A change made between the two reads is in the stream after lastId: catching up reloads its games again.
    await this.reload(ids);
    for (const id of new Set([...before, ...this.lobby.games.keys()])) this.lobby.publishLocal(id);
    return true;
  }

  /** Reads the named games again (a missing key: the game is gone), with their members. */
  private async reload(ids: Iterable<string>): Promise<void> {
    const list = [...ids];
    if (!list.length) return;
    const raws = await this.redis.mget(...list.map((id) => this.keys.lobbyGame(id)));
    list.forEach((id, i) => {
      for (const [u, g] of this.lobby.userGame) if (g === id) this.lobby.userGame.delete(u);
      const raw = raws[i];
      if (!raw) {
        this.lobby.games.delete(id);
        return;
      }
      const { game, members } = fromRecord(JSON.parse(raw) as GameRecord);
      this.lobby.games.set(id, game);
      for (const u of members) this.lobby.userGame.set(u, id);
    });
  }

  /** Applies the changes stream's entries after the last one this process has seen. */
  private async catchUp(): Promise<void> {
    for (;;) {
      const read = (await this.redis.xread('COUNT', CATCH_UP_BATCH, 'STREAMS', this.keys.lobbyChanges, this.lastId)) as [string, ChangeEntry[]][] | null;
      const entries = read?.[0]?.[1] ?? [];
      const ids = new Set<string>();
      for (const [id, fields] of entries) {
        const v = Number(fields[fields.indexOf('v') + 1]);
        if (v > this.version + 1) {
          // Entries were trimmed away before this process read them: everything again.
          await this.reloadAll();
          return;
        }
        if (v === this.version + 1) {
          for (const g of JSON.parse(fields[fields.indexOf('ids') + 1]) as string[]) ids.add(g);
          this.version = v;
        }
        this.lastId = id;
      }
      await this.reload(ids);
      for (const id of ids) this.lobby.publishLocal(id);
      if (entries.length < CATCH_UP_BATCH) return;
    }
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
      const token = await this.lock.acquire(LOCK_MS);
      try {
        await this.catchUp();
        this.lobby.changed.clear();
        const members = new Map(this.lobby.userGame);
        const games = new Set(this.lobby.games.keys());
        const result = await fn();
        await this.save(members, games);
        return result;
      } finally {
        await this.lock.release(token);
      }
    });
  }

  /** Writes the games the change touched and announces them (the lock is held). */
  private async save(membersBefore: Map<string, string>, gamesBefore: Set<string>): Promise<void> {
    const { games, userGame, changed } = this.lobby;
    const touched = new Set(changed);
    changed.clear();
    // Games whose members moved, and games added or removed, count even when nothing was published.
    for (const [u, id] of membersBefore) if (userGame.get(u) !== id) touched.add(id);
    for (const [u, id] of userGame) if (membersBefore.get(u) !== id) touched.add(id);
    for (const id of gamesBefore) if (!games.has(id)) touched.add(id);
    for (const id of games.keys()) if (!gamesBefore.has(id)) touched.add(id);
    const members = new Map<string, string[]>();
    for (const [u, id] of userGame) if (touched.has(id)) members.set(id, [...(members.get(id) ?? []), u]);
    const m = this.redis.multi();
    for (const id of touched) {
      const g = games.get(id);
      if (g) m.set(this.keys.lobbyGame(id), JSON.stringify(toRecord(g, members.get(id) ?? []))).sadd(this.keys.lobbyGames, id);
      else m.del(this.keys.lobbyGame(id)).srem(this.keys.lobbyGames, id);
    }
    m.eval(ANNOUNCE, 2, this.keys.lobbyVersion, this.keys.lobbyChanges, CHANGES_MAX, JSON.stringify([...touched]));
    const results = (await m.exec()) ?? [];
    const [err, announced] = results[results.length - 1] ?? [new Error('no answer')];
    if (err) throw err;
    const [v, id] = announced as [number, string];
    this.version = Number(v);
    this.lastId = id;
  }
}
