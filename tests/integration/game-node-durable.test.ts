import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { Manager } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Handoff } from '../../src/protocol/sockets';
import { users } from '../../src/server/db/schema/accounts';
import { gameActions, gamePlayers, games } from '../../src/server/db/schema/games';
import { ActionWriter } from '../../src/server/node/actionWriter';
import { recordActions } from '../../src/server/node/records';
import { GameClient, LobbyClient, makeUser } from '../support/lobbyClient';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';

process.env.BOT_DELAY_MS = '0';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const chatTexts = (c: GameClient) => (c.view?.messages ?? []).map((m) => JSON.stringify(m));
/** Waits until the spied logger method has logged `message` about this game: the write was tried and refused. */
const logged = (spy: { mock: { calls: unknown[][] } }, message: string, gameId: string) =>
  expect.poll(() => spy.mock.calls.some(([obj, msg]) => msg === message && (obj as { gameId?: string }).gameId === gameId), { timeout: 10_000 }).toBe(true);

/**
 * Writes that fail are never silent: an action whose row the database refuses is not made, a
 * server's own forfeit and a finished game's record are tried again until stored. Failures are real
 * ones, from a trigger the test installs in the database. Also: game chat's rate limit, and game
 * namespaces that exist only for hosted games.
 */
describe.each(databaseKinds())('game node writes and limits on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await t.server.ctx.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION eh_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test trigger'; END $$`));
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** A database failure for matching writes, until the returned function lifts it. */
  async function refuse(table: string, when: string): Promise<() => Promise<void>> {
    const name = `eh_test_${table}_${++n}`;
    const event = table === 'games' ? 'UPDATE' : 'INSERT';
    await t.server.ctx.db.execute(sql.raw(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION eh_test_refuse()`));
    return async () => void (await t.server.ctx.db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`)));
  }

  async function started() {
    n++;
    const [ua, ub, uc] = await Promise.all([makeUser(t, `ann${n}`), makeUser(t, `bob${n}`), makeUser(t, `cat${n}`)]);
    const [a, b, c] = await Promise.all([LobbyClient.connect(t.url, ua), LobbyClient.connect(t.url, ub), LobbyClient.connect(t.url, uc)]);
    const game = await a.newGame({ name: `durable ${n}` });
    await b.ok('joingame', game.id);
    await c.ok('watchgame', game.id);
    await a.ok('selectdeck', game.id, true, 'gloam-court', true);
    await b.ok('selectdeck', game.id, true, 'ashen-pact', true);
    const hs = [a, b, c].map((x) => x.next<Handoff>('handoff'));
    await a.ok('startgame', game.id);
    const [ha, hb, hc] = await Promise.all(hs);
    const [ga, gb, gc] = await Promise.all([GameClient.connect(t.url, ha), GameClient.connect(t.url, hb), GameClient.connect(t.url, hc)]);
    const live = t.server.ctx.gameNode!.games.get(game.id)!;
    return { game, live, ua, ub, ga, gb, gc, handoff: ha, close: () => [a, b, c, ga, gb, gc].forEach((x) => x.close()) };
  }

  it('refuses an action whose write fails, with a game error, without applying or broadcasting it', async () => {
    const g = await started();
    const lift = await refuse('game_actions', `NEW.action::text LIKE '%refuse this write%'`);
    try {
      const before = g.live.state.stateId;
      const seen = g.gb.log.length;
      const ack = await g.ga.act({ command: 'chat', text: 'please refuse this write' });
      expect(ack.success).toBe(false);
      const message = ack.success ? '' : ack.message;
      expect(message).toMatch(/could not be saved/);
      expect(message).not.toMatch(/trigger|sql|insert|relation/i);
      expect(await g.ga.next<string>('gameerror')).toBe(message);
      expect(g.live.state.stateId).toBe(before);
      expect(g.gb.log.slice(seen).some((e) => e.event === 'gamepatch' || e.event === 'gamestate')).toBe(false);
      // A NUL in chat, which PostgreSQL's jsonb refuses, is refused the same way (or earlier, by the protocol).
      const nul = await g.ga.act({ command: 'chat', text: 'nul \u0000 here' });
      expect(nul.success).toBe(false);
      expect(g.live.state.stateId).toBe(before);
    } finally {
      await lift();
    }
    // The game goes on, and the refused texts are nowhere in it.
    expect(await g.ga.act({ command: 'chat', text: 'this one is stored' })).toEqual({ success: true });
    await g.gb.until((v) => v.stateId === g.live.state.stateId);
    expect(chatTexts(g.gb).some((m) => m.includes('this one is stored'))).toBe(true);
    expect(chatTexts(g.gb).some((m) => m.includes('refuse this write') || m.includes('nul '))).toBe(false);
    g.close();
  });

  it("retries the server's own forfeit until it is stored; the game ends only then", async () => {
    const g = await started();
    const lift = await refuse('game_actions', `COALESCE(NEW.entry, NEW.action)::text LIKE '%forfeit%'`);
    const warnings = vi.spyOn(t.server.ctx.log, 'warn');
    try {
      // No ack to wait for: leaving drops the socket.
      g.gb.socket.emit('leavegame');
      await logged(warnings, 'retrying a server action of the game', g.game.id);
      // Not stored, so not made: nobody has been told of a result.
      expect(g.live.state.winner).toBeNull();
      expect(g.ga.view!.winner).toBeNull();
    } finally {
      await lift();
      warnings.mockRestore();
    }
    const v = await g.ga.until((x) => !!x.winner, 10_000);
    expect(v).toMatchObject({ winner: g.ua.username, winReason: 'left' });
    g.close();
  });

  it("logs and retries a finished game's record until it is written", async () => {
    const g = await started();
    const errors = vi.spyOn(t.server.ctx.log, 'error');
    const lift = await refuse('games', `OLD.id = '${g.game.id}' AND NEW.finished_at IS NOT NULL`);
    const row = async () => (await t.server.ctx.db.select().from(games).where(eq(games.id, g.game.id)))[0];
    try {
      expect(await g.ga.emit('concede')).toEqual({ success: true });
      await g.gb.until((v) => v.winner === g.ub.username);
      await logged(errors, 'game record write failed; retrying', g.game.id);
      expect((await row()).finishedAt).toBeNull();
    } finally {
      await lift();
      errors.mockRestore();
    }
    for (let i = 0; i < 100 && !(await row()).finishedAt; i++) await sleep(100);
    expect(await row()).toMatchObject({ winner: g.ub.username, winReason: 'concede' });
    const players = await t.server.ctx.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, g.game.id));
    expect(players.map((p) => [p.username, p.won]).sort()).toEqual([
      [g.ua.username, false],
      [g.ub.username, true],
    ]);
    g.close();
  }, 30_000);

  it('records, once, a game whose last stored action ended it when the process died before its record', async () => {
    const g = await started();
    const node = t.server.ctx.gameNode!;
    const lift = await refuse('games', `OLD.id = '${g.game.id}' AND NEW.finished_at IS NOT NULL`);
    const row = async () => (await t.server.ctx.db.select().from(games).where(eq(games.id, g.game.id)))[0];
    const errors = vi.spyOn(t.server.ctx.log, 'error');
    try {
      expect(await g.ga.emit('concede')).toEqual({ success: true });
      await logged(errors, 'game record write failed; retrying', g.game.id);
      expect((await row()).finishedAt).toBeNull();
      // As after a crash: the node forgets the game and brings back what the database holds.
      node.games.delete(g.game.id);
      await node.restore();
      expect(node.games.get(g.game.id)!.state.winner).toBe(g.ub.username);
    } finally {
      await lift();
      errors.mockRestore();
    }
    for (let i = 0; i < 100 && !(await row()).finishedAt; i++) await sleep(100);
    expect(await row()).toMatchObject({ winner: g.ub.username, winReason: 'concede' });
    // Two writers tried (the old game's retry and the restored game): once both are done, the game is counted once.
    await node.flush();
    const counted = await t.server.ctx.db.select({ n: users.gamesPlayed }).from(users).where(eq(users.username, g.ua.username));
    expect(counted[0].n).toBe(1);
    g.close();
  }, 30_000);

  it("groups waiting rows of several games into one insert, and one game's bad row refuses only that game's action", async () => {
    const db = t.server.ctx.db;
    let inserts = 0;
    const writer = new ActionWriter((rows) => (inserts++, recordActions(db, rows)));
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const row = (gameId: string, text: string) => [{ gameId, seq: 0, entry: { player: 'p', action: { command: 'chat' as const, text } }, clocks: { p: 1000 } }];
    // Handed in during one turn, the three go together; refused, they go again one by one. PostgreSQL's jsonb refuses a NUL.
    const results = await Promise.allSettled([writer.store(row(a, 'first')), writer.store(row(b, 'bad \u0000 row')), writer.store(row(c, 'third'))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await db.select().from(gameActions).where(inArray(gameActions.gameId, [a, b, c]));
    expect(stored.map((r) => r.gameId).sort()).toEqual([a, c].sort());
    expect(stored.find((r) => r.gameId === c)).toMatchObject({ player: 'p', clocks: { p: 1000 }, entry: { player: 'p', action: { command: 'chat', text: 'third' } } });
    // One insert for the batch that failed, then one per game of it.
    expect(inserts).toBe(4);
  });

  it('refuses the sixth game chat message in five seconds, from a player and from a spectator', async () => {
    const g = await started();
    for (const [who, c] of [['player', g.ga], ['spectator', g.gc]] as const) {
      // The other socket's patches may still be on their way (a chat names the state it was sent from).
      await c.until((v) => v.stateId === g.live.state.stateId);
      for (let i = 1; i <= 5; i++) expect(await c.act({ command: 'chat', text: `${who} says ${i}` })).toEqual({ success: true });
      const sixth = await c.act({ command: 'chat', text: `${who} says 6` });
      expect(sixth).toEqual({ success: false, message: 'You are sending messages too quickly: at most 5 in 5 seconds' });
    }
    await g.gb.until((v) => v.stateId === g.live.state.stateId);
    const texts = chatTexts(g.gb);
    for (const who of ['player', 'spectator']) {
      expect(texts.filter((m) => m.includes(`${who} says`))).toHaveLength(5);
      expect(texts.some((m) => m.includes(`${who} says 6`))).toBe(false);
    }
    // The other player's own allowance is untouched.
    expect(await g.gb.act({ command: 'chat', text: 'my turn to talk' })).toEqual({ success: true });
    g.close();
  });

  it('makes no namespace for an unknown game or a bad token, and drops a game namespace with its game', async () => {
    const g = await started();
    const io = t.server.ctx.io;
    const baseline = io._nsps.size;
    expect(io._nsps.has(`/game/${g.game.id}`)).toBe(true);
    const manager = new Manager(t.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const attempt = (namespace: string, token: string) =>
      new Promise<string>((resolve) => {
        const s = manager.socket(namespace, { auth: { token } });
        s.on('connect', () => (s.close(), resolve('connected')));
        s.on('connect_error', (err) => (s.close(), resolve(err.message)));
      });
    const results: string[] = [];
    for (let i = 0; i < 300; i += 50) {
      results.push(...(await Promise.all(Array.from({ length: 50 }, () => attempt(`/game/${randomUUID()}`, g.handoff.token)))));
    }
    expect(new Set(results)).toEqual(new Set(['Invalid namespace']));
    // A hosted game with a made-up token: refused (by the namespace's middleware, as it exists already).
    expect(await attempt(`/game/${g.game.id}`, 'made-up')).toBe('Not authorised for this game');
    // The real handoff token of this game, but expired: refused by name, so the client shows the logged-out notice.
    const key = new TextEncoder().encode(`${t.server.ctx.config.jwtSecret}:game`);
    const expired = await new SignJWT({ ...decodeJwt(g.handoff.token), exp: Math.floor(Date.now() / 1000) - 60 }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    // A Manager of its own: manager.socket() hands back the cached socket of a namespace, with its old auth.
    const fresh = new Manager(t.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const refusal = await new Promise<string>((resolve) => {
      const s = fresh.socket(`/game/${g.game.id}`, { auth: { token: expired } });
      s.on('connect', () => (s.close(), resolve('connected')));
      s.on('connect_error', (err) => (s.close(), resolve(err.message)));
    });
    fresh.engine?.close();
    expect(refusal).toBe('Your session has expired');
    expect(io._nsps.size).toBe(baseline);
    manager.engine?.close();
    // The real handoff still connects.
    const again = await GameClient.connect(t.url, g.handoff);
    expect(again.view!.gameId).toBe(g.game.id);
    again.close();
    // A game that is dropped takes its namespace with it.
    g.close();
    await t.server.ctx.gameNode!.stopGame(g.game.id);
    for (let i = 0; i < 50 && io._nsps.has(`/game/${g.game.id}`); i++) await sleep(20);
    expect(io._nsps.has(`/game/${g.game.id}`)).toBe(false);
    expect(io._nsps.size).toBe(baseline - 1);
  });
});
