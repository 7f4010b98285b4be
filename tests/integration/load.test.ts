import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, type Slot } from '../../bench/load/driver';
import { gameActions } from '../../src/server/db/schema/games';
import { makeUser } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The load generator's driver (bench/load/driver.ts) in the suite, small and fast: 24 games with 12
 * spectators from lobby to game end, rematch or leave, for 15 s at one action every 50-150 ms per
 * game. No timings are asserted: no error, no disconnect, no refused move, no patch the clients could
 * not apply, and no lost action (every acknowledged action's update arrived, and every game has at
 * least as many stored rows as actions acknowledged to its players: ack-after-write holds under load).
 */
describe('load: many games over real sockets', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { LOG_LEVEL: 'error' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('plays 24 paced games with spectators without an error or a lost action', { timeout: 90_000 }, async () => {
    const games = 24;
    const users = await Promise.all(Array.from({ length: games * 2 + games / 2 }, (_, i) => makeUser(t, `load${i}`)));
    const slots: Slot[] = Array.from({ length: games }, (_, i) => ({ a: users[2 * i], b: users[2 * i + 1], spectator: i % 2 ? undefined : users[2 * games + i / 2] }));
    const seed = Math.floor(Math.random() * 2 ** 31);
    const stats = await drive(slots, { url: t.url, paceMs: [50, 150], durationMs: 15_000, seed, cap: 60 });

    expect({ errors: stats.errors, disconnects: stats.disconnects, refused: stats.refused, lost: stats.lost, resyncs: stats.resyncs }, `seed ${seed}`).toEqual({ errors: [], disconnects: 0, refused: 0, lost: 0, resyncs: 0 });
    expect(stats.gamesStarted).toBeGreaterThanOrEqual(games);
    expect(stats.acked).toBeGreaterThan(games * 10);
    for (const [gameId, acked] of Object.entries(stats.ackedByGame)) {
      const [row] = await t.server.ctx.db.select({ n: count() }).from(gameActions).where(eq(gameActions.gameId, gameId));
      expect(row.n, `stored rows of game ${gameId}`).toBeGreaterThanOrEqual(acked);
    }
  });
});
