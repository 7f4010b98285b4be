import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamesResponse, StatsResponse } from '../../src/protocol/results';
import { gamePlayers, games } from '../../src/server/db/schema';
import { periodStart } from '../../src/server/results/filters';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { caller, makeUser, type Caller } from './decksSupport';
import { seedGame, type SeatSeed } from './resultsSupport';

const HOUR = 3_600_000;

describe.each(databaseKinds())('results: stats and game list on %s', (kind) => {
  let t: TestServer;
  let alice: Caller;
  let nobody: Caller;
  let me: (champions: string[], extra?: Partial<SeatSeed>) => SeatSeed;
  let bob: (champions: string[]) => SeatSeed;
  beforeAll(async () => {
    t = await startTestServer(kind);
    const a = await makeUser(t, 'alice');
    const b = await makeUser(t, 'bob');
    alice = a.call;
    nobody = (await makeUser(t, 'nobody')).call;
    me = (champions, extra) => ({ userId: a.id, username: 'alice', deck: 'Fire Deck', champions, ...extra });
    bob = (champions) => ({ userId: b.id, username: 'bob', deck: 'Bob Deck', champions });
    const now = Date.now();
    // Casual, recent: orla+bram win twice, lose once; a decided PvP record of 3 games.
    await seedGame(t, { me: me(['orla-cinderhand', 'bram-oakenroot'], { wounds: 2 }), opponent: { ...bob(['corvin-hexweaver']), wounds: 5 }, won: 'me', finishedAt: new Date(now - 2 * HOUR), minutes: 95, chat: [{ mid: 1, name: 'bob', message: [{ type: 'text', text: 'gg' }] }] });
    await seedGame(t, { me: me(['orla-cinderhand', 'bram-oakenroot']), opponent: bob(['corvin-hexweaver']), won: 'me', finishedAt: new Date(now - 3 * HOUR) });
    await seedGame(t, { me: me(['orla-cinderhand', 'bram-oakenroot']), opponent: bob(['garrick-ashforge']), won: 'opponent', finishedAt: new Date(now - 4 * HOUR) });
    // Competitive, two months ago: thessaly loses.
    await seedGame(t, { me: me(['thessaly-gloamveil']), opponent: bob(['garrick-ashforge']), won: 'opponent', gameType: 'competitive', finishedAt: monthsBack(2) });
    // Solo, recent: seraphine beats the chimera (a bot, no user id).
    await seedGame(t, { me: me(['seraphine-dawnsworn']), opponent: { userId: null, username: 'Chimera', champions: ['ashmaw-head'] }, won: 'me', gameType: 'solo', gameFormat: 'solo', finishedAt: new Date(now - HOUR) });
    // Aborted (no winner): in the list, not in the stats.
    await seedGame(t, { me: me(['orla-cinderhand']), opponent: bob(['garrick-ashforge']), won: null, finishedAt: new Date(now - 5 * HOUR) });
    // Never finished: nowhere.
    await seedGame(t, { me: me(['orla-cinderhand']), opponent: bob(['garrick-ashforge']), won: null, finishedAt: null });
    // Months boundaries: one hour inside and one hour outside "last 1 month" and "last 12 months".
    await seedGame(t, { me: me(['maelis-threadbinder']), opponent: bob(['garrick-ashforge']), won: 'me', finishedAt: new Date(periodStart(1)!.getTime() + HOUR) });
    await seedGame(t, { me: me(['maelis-threadbinder']), opponent: bob(['garrick-ashforge']), won: 'opponent', finishedAt: new Date(periodStart(1)!.getTime() - HOUR) });
    await seedGame(t, { me: me(['ottoline-clockwise']), opponent: bob(['garrick-ashforge']), won: 'me', finishedAt: new Date(periodStart(12)!.getTime() + HOUR) });
    await seedGame(t, { me: me(['ottoline-clockwise']), opponent: bob(['garrick-ashforge']), won: 'me', finishedAt: new Date(periodStart(12)!.getTime() - HOUR) });
  });
  afterAll(async () => {
    await t?.stop();
  });

  const stats = async (query = '') => StatsResponse.parse((await alice('GET', `/api/stats${query}`)).json).stats;
  const row = (rows: Awaited<ReturnType<typeof stats>>, id: string) => rows.find((r) => r.id === id);

  it('counts every decided PvP game once per champion, sorted by win rate', async () => {
    const all = await stats();
    expect(row(all, 'orla-cinderhand')).toEqual({ id: 'orla-cinderhand', name: 'Orla Cinderhand', wins: 2, losses: 1, total: 3, winRate: (2 / 3) * 100 });
    expect(row(all, 'bram-oakenroot')).toMatchObject({ wins: 2, losses: 1, total: 3 });
    expect(row(all, 'thessaly-gloamveil')).toMatchObject({ wins: 0, losses: 1, winRate: 0 });
    expect(row(all, 'ottoline-clockwise')).toMatchObject({ wins: 2, losses: 0, winRate: 100 });
    expect(row(all, 'maelis-threadbinder')).toMatchObject({ wins: 1, losses: 1, winRate: 50 });
    expect(row(all, 'seraphine-dawnsworn')).toBeUndefined();
    const rates = all.map((r) => r.winRate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    // Totals over the rows: wins and losses summed, as the page's Total row does.
    expect(all.reduce((n, r) => n + r.wins, 0)).toBe(2 + 2 + 1 + 2);
    expect(all.reduce((n, r) => n + r.losses, 0)).toBe(1 + 1 + 1 + 1);
  });

  it('filters by type: ranked, casual and solo apart', async () => {
    expect((await stats('?gameType=competitive')).map((r) => r.id)).toEqual(['thessaly-gloamveil']);
    expect(await stats('?gameType=solo')).toEqual([{ id: 'seraphine-dawnsworn', name: 'Seraphine Dawnsworn', wins: 1, losses: 0, total: 1, winRate: 100 }]);
    const casual = await stats('?gameType=casual');
    expect(casual.map((r) => r.id).sort()).toEqual(['bram-oakenroot', 'maelis-threadbinder', 'orla-cinderhand', 'ottoline-clockwise']);
  });

  it('filters by period, with a game one hour inside each boundary in and one hour outside out', async () => {
    const month = await stats('?months=1');
    expect(row(month, 'maelis-threadbinder')).toMatchObject({ wins: 1, losses: 0 });
    expect(row(month, 'thessaly-gloamveil')).toBeUndefined();
    expect(row(month, 'ottoline-clockwise')).toBeUndefined();
    const quarter = await stats('?months=3');
    expect(row(quarter, 'thessaly-gloamveil')).toMatchObject({ losses: 1 });
    expect(row(quarter, 'maelis-threadbinder')).toMatchObject({ wins: 1, losses: 1 });
    expect(row(await stats('?months=12'), 'ottoline-clockwise')).toMatchObject({ wins: 1, losses: 0 });
    expect(row(await stats('?months=0'), 'ottoline-clockwise')).toMatchObject({ wins: 2 });
  });

  it('answers a user with no games with empty lists', async () => {
    expect(StatsResponse.parse((await nobody('GET', '/api/stats')).json).stats).toEqual([]);
    expect(GamesResponse.parse((await nobody('GET', '/api/games')).json)).toEqual({ success: true, games: [], total: 0, elsewhere: [] });
  });

  it('when a type filter finds nothing, says how many games of that period each other type holds', async () => {
    // Last month: no ranked game; casual 3 decided, 1 aborted and maelis's win; the solo win.
    const games = GamesResponse.parse((await alice('GET', '/api/games?months=1&gameType=competitive')).json);
    expect(games.elsewhere).toEqual([{ gameType: 'casual', count: 5 }, { gameType: 'solo', count: 1 }]);
    const stats = StatsResponse.parse((await alice('GET', '/api/stats?months=1&gameType=competitive')).json);
    expect(stats.elsewhere).toEqual([{ gameType: 'casual', count: 4 }, { gameType: 'solo', count: 1 }]);
    // A filter that finds games says nothing more.
    expect(GamesResponse.parse((await alice('GET', '/api/games')).json).elsewhere).toEqual([]);
    expect(StatsResponse.parse((await alice('GET', '/api/stats?gameType=solo')).json).elsewhere).toEqual([]);
  });

  it('lists finished games newest first from my side, with opponent, decks, flags and duration', async () => {
    const list = GamesResponse.parse((await alice('GET', '/api/games')).json);
    expect(list.total).toBe(9); // every finished PvP game, the aborted one included; not solo, not unfinished
    const dates = list.games.map((g) => g.finishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = list.games[0];
    expect(first).toMatchObject({
      gameType: 'casual', gameFormat: 'precon', winner: 'alice', winReason: 'champions defeated', duration: 95 * 60, chat: true, replay: false, isPublic: false,
      me: { name: 'alice', deck: 'Fire Deck', champions: ['orla-cinderhand', 'bram-oakenroot'], wounds: 2 },
      opponent: { name: 'bob', deck: 'Bob Deck', champions: ['corvin-hexweaver'], wounds: 5 },
    });
    expect(list.games.some((g) => g.winner === null)).toBe(true);
    expect(list.games[1].chat).toBe(false);
    const solo = GamesResponse.parse((await alice('GET', '/api/games?gameType=solo')).json);
    expect(solo.games.map((g) => g.opponent?.name)).toEqual(['Chimera']);
    expect(GamesResponse.parse((await alice('GET', '/api/games?months=1&gameType=competitive')).json).total).toBe(0);
  });

  it('follows a game finished after its player records were written (the copy kept by triggers)', async () => {
    const id = await seedGame(t, { me: me(['corvin-hexweaver']), opponent: bob(['garrick-ashforge']), won: null, finishedAt: null });
    expect(row(await stats(), 'corvin-hexweaver')).toBeUndefined();
    await t.server.ctx.db.update(games).set({ finishedAt: new Date(), winner: 'alice' }).where(eq(games.id, id));
    await t.server.ctx.db.update(gamePlayers).set({ won: true }).where(and(eq(gamePlayers.gameId, id), eq(gamePlayers.username, 'alice')));
    expect(row(await stats(), 'corvin-hexweaver')).toMatchObject({ wins: 1, losses: 0 });
    await t.server.ctx.db.update(games).set({ gameType: 'competitive' }).where(eq(games.id, id));
    expect(row(await stats('?gameType=competitive'), 'corvin-hexweaver')).toMatchObject({ wins: 1 });
    await t.server.ctx.db.delete(games).where(eq(games.id, id));
  });

  it('refuses bad filters and anonymous callers', async () => {
    expect(await alice('GET', '/api/stats?months=2')).toEqual({ status: 400, json: { success: false, message: 'months must be 0, 1, 3 or 12' } });
    expect((await alice('GET', '/api/games?gameType=ranked')).status).toBe(400);
    for (const path of ['/api/stats', '/api/games', '/api/league/pairings', '/api/games/report/orla-cinderhand']) {
      expect((await caller(t.url)('GET', path)).status).toBe(401);
    }
  });
});

function monthsBack(m: number): Date {
  const d = new Date();
  d.setUTCDate(Math.min(d.getUTCDate(), 28));
  d.setUTCMonth(d.getUTCMonth() - m);
  return d;
}
