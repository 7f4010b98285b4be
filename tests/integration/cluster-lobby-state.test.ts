import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewGamePayload } from '../../src/protocol/lobby';
import { LobbyCluster, type ClusteredLobby } from '../../src/server/lobby/cluster';
import { toRecord } from '../../src/server/lobby/snapshot';
import type { PendingGame } from '../../src/server/lobby/types';
import { clusterKeys, type ClusterKeys } from '../../src/server/node/cluster/keys';
import { REDIS_URL, clusterSkipReason, removePrefix, until } from './clusterSupport';

/**
 * The lobby processes' shared games (lobby/cluster.ts) on the real Redis: a key per game and an index,
 * changes announced on a stream, one writer at a time. Lobbies here are the state the Lobby class
 * hands to LobbyCluster (its maps and publishLocal), several in one process, each on its own connections.
 */
const skip = await clusterSkipReason();


type TestLobby = ClusteredLobby & { published: string[]; cluster: LobbyCluster; redis: Redis };

function pending(id: string, owner: string): PendingGame {
  return {
    id,
    options: NewGamePayload.parse({ name: `game ${id}` }),
    password: null,
    owner,
    players: new Map([[owner, { userId: randomUUID(), username: owner, blockList: [], avatar: null, faveColor: null, gamesPlayed: 0 }]]),
    spectators: new Map(),
    createdAt: new Date('2026-01-01T00:00:00Z'),
    started: false,
    startedAt: null,
    finishedAt: null,
    winner: null,
    node: null,
    solo: false,
    draft: null,
    starting: false,
    messages: [],
  };
}

/** What a lobby holds, comparable across lobbies (Maps and dates as JSON). */
const state = (l: TestLobby) => ({
  games: [...l.games.values()].map((g) => JSON.stringify(toRecord(g, []))).sort(),
  userGame: [...l.userGame].sort(),
});

describe.skipIf(!!skip)('cluster lobby state: per game keys shared by lobby processes', () => {
  let keys: ClusterKeys;
  let prefix: string;
  let redis: Redis;
  const lobbies: TestLobby[] = [];

  async function lobby(): Promise<TestLobby> {
    const conn = new Redis(REDIS_URL);
    const l = { games: new Map(), userGame: new Map(), changed: new Set<string>(), published: [] as string[], redis: conn } as unknown as TestLobby;
    l.publishLocal = (id: string) => void l.published.push(id);
    l.cluster = new LobbyCluster(l, conn, keys);
    await l.cluster.start();
    lobbies.push(l);
    return l;
  }

  beforeAll(() => {
    prefix = `eh-lobbystate-${randomUUID().slice(0, 8)}:`;
    keys = clusterKeys(prefix);
    redis = new Redis(REDIS_URL);
  });

  afterAll(async () => {
    for (const l of lobbies) {
      await l.cluster.stop();
      l.redis.disconnect();
    }
    await removePrefix(redis, prefix);
    redis.disconnect();
  });

  it('two lobbies see the same games, each kept under its own key, and a lobby started later loads them', async () => {
    const [one, two] = [await lobby(), await lobby()];

    // Lobby one creates a game for ann; lobby two gets it, with ann in it, and updates its sockets.
    await one.cluster.write(() => {
      one.games.set('g1', pending('g1', 'ann'));
      one.userGame.set('ann', 'g1');
      one.changed.add('g1');
    });
    await until(() => two.games.has('g1'), 'the game on lobby two');
    expect(state(two)).toEqual(state(one));
    expect(two.published).toContain('g1');

    // Bob joins through lobby two; a second game by cal; nothing published for cal's game: its new
    // member and its being new are enough to store it.
    await two.cluster.write(() => {
      const g = two.games.get('g1')!;
      g.players.set('bob', { userId: randomUUID(), username: 'bob', blockList: [], avatar: null, faveColor: null, gamesPlayed: 0 });
      two.userGame.set('bob', 'g1');
      two.changed.add('g1');
      two.games.set('g2', pending('g2', 'cal'));
      two.userGame.set('cal', 'g2');
    });
    await until(() => one.games.has('g2') && one.userGame.get('bob') === 'g1', 'bob and cal on lobby one');
    expect(state(one)).toEqual(state(two));

    // Stored per game: a key each and the index; no whole snapshot.
    expect((await redis.smembers(keys.lobbyGames)).sort()).toEqual(['g1', 'g2']);
    expect(JSON.parse((await redis.get(keys.lobbyGame('g1')))!).members.sort()).toEqual(['ann', 'bob']);

    // Both lobbies change the same game at once, many times: one writer at a time, no change lost.
    await Promise.all(
      [one, two].flatMap((l, n) =>
        Array.from({ length: 15 }, (_, i) =>
          l.cluster.write(() => {
            l.games.get('g1')!.messages.push({ name: `lobby${n}`, text: String(i), time: '' });
            l.changed.add('g1');
          }),
        ),
      ),
    );
    await until(() => one.games.get('g1')!.messages.length === 30 && two.games.get('g1')!.messages.length === 30, 'all 30 lines on both lobbies');
    expect(state(one)).toEqual(state(two));

    // The game goes (its members with it) on lobby one; lobby two drops it, and its key and index entry go.
    await one.cluster.write(() => {
      one.games.delete('g1');
      one.userGame.delete('ann');
      one.userGame.delete('bob');
    });
    await until(() => !two.games.has('g1'), 'the game gone from lobby two');
    expect(state(two)).toEqual(state(one));
    expect(two.userGame.has('ann')).toBe(false);
    expect(await redis.exists(keys.lobbyGame('g1'))).toBe(0);
    expect(await redis.smembers(keys.lobbyGames)).toEqual(['g2']);

    // A third lobby process, started now, loads the same state.
    const three = await lobby();
    expect(state(three)).toEqual(state(one));
  }, 60_000);

  it('a writer that died holding the lock holds nobody up past its lease', async () => {
    const l = lobbies[0] ?? (await lobby());
    // A lobby process killed mid-change: its lock stays until the lease ends, and no release wakes anyone.
    await redis.set(keys.lobbyLock, 'dead-writer', 'PX', 1500);
    await l.cluster.write(() => {
      l.games.set('g3', pending('g3', 'dee'));
      l.userGame.set('dee', 'g3');
    });
    expect(await redis.sismember(keys.lobbyGames, 'g3')).toBe(1);
  }, 30_000);
});
