import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Handoff } from '../../src/protocol/sockets';
import { createServer } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { games } from '../../src/server/db/schema/games';
import { GameClient, LobbyClient, makeUser } from '../support/lobbyClient';
import { databaseKinds, freshPostgres, type DatabaseKind, type TestServer } from '../support/server';

/**
 * Game nodes on threads of their own (NODE_THREADS, src/server/node/threads, issue 19): the lobby
 * hands players and spectators to a thread's own port, games spread over the threads, a game's end
 * reaches the lobby and the database through the thread, and a restart brings a running game back.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseKinds())('game nodes on threads (%s)', (kind: DatabaseKind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emberhall-threads-'));
  let pgdb: Awaited<ReturnType<typeof freshPostgres>> | null = null;
  let t: TestServer;
  const clients: { close(): void }[] = [];

  async function boot(): Promise<TestServer> {
    pgdb ??= kind === 'postgres' ? await freshPostgres() : null;
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_THREADS: '2', ...(pgdb ? { DATABASE_URL: pgdb.url } : {}) });
    const server = await createServer(config);
    await server.listen();
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { url: `http://127.0.0.1:${port}`, server, dataDir, stop: () => server.close() };
  }

  afterAll(async () => {
    clients.forEach((c) => c.close());
    await t?.stop();
    await pgdb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(n: number) {
    const [ua, ub, uc] = await Promise.all([makeUser(t, `tha${n}`), makeUser(t, `thb${n}`), makeUser(t, `thc${n}`)]);
    const [a, b, c] = await Promise.all([LobbyClient.connect(t.url, ua), LobbyClient.connect(t.url, ub), LobbyClient.connect(t.url, uc)]);
    clients.push(a, b, c);
    const game = await a.newGame({ name: `threads ${n}` });
    await b.ok('joingame', game.id);
    await c.ok('watchgame', game.id);
    await a.ok('selectdeck', game.id, true, -1, true);
    await b.ok('selectdeck', game.id, true, -1, true);
    const hs = [a, b, c].map((x) => x.next<Handoff>('handoff'));
    await a.ok('startgame', game.id);
    const [ha, hb, hc] = await Promise.all(hs);
    const [ga, gb, gc] = await Promise.all([GameClient.connect(t.url, ha), GameClient.connect(t.url, hb), GameClient.connect(t.url, hc)]);
    clients.push(ga, gb, gc);
    return { game, ua, ub, a, b, ga, gb, gc, port: ha.port, ports: [ha.port, hb.port, hc.port] };
  }

  it('plays games on the threads, each on its own port, and records their ends', async () => {
    t = await boot();
    const serverPort = Number(new URL(t.url).port);
    const one = await start(1);
    const two = await start(2);
    // Every member of a game is handed to the same thread; the second game went to the other one.
    expect(new Set(one.ports)).toEqual(new Set([one.port]));
    expect(one.port).not.toBe(serverPort);
    expect(two.port).not.toBe(one.port);
    expect(two.port).not.toBe(serverPort);
    // Players and the spectator see the game and each other's moves through the thread.
    await Promise.all([one.ga, one.gb, one.gc].map((g) => g.until((v) => v.stateId >= 0)));
    expect(await one.ga.act({ command: 'chat', text: 'hello from a thread' })).toEqual({ success: true });
    const chatted = (v: { messages: { message: { type: string; text?: string }[] }[] }) =>
      v.messages.some((m) => m.message.some((f) => f.text?.includes('hello from a thread')));
    await one.gc.until(chatted);
    // A concession ends the game: the players see it, the record is written through the thread's link to
    // the database, and the lobby hears the end (the node's event) and lets the players go.
    expect(await one.ga.emit('concede')).toEqual({ success: true });
    await one.gb.until((v) => v.winner === one.ub.username);
    const row = async () => (await t.server.ctx.db.select().from(games).where(eq(games.id, one.game.id)))[0];
    for (let i = 0; i < 100 && !(await row())?.finishedAt; i++) await sleep(100);
    expect(await row()).toMatchObject({ winner: one.ub.username, winReason: 'concede' });
    // The admin's node list shows both threads, with the running game counted on its own.
    const nodes = t.server.ctx.lobby.nodes.list();
    expect(nodes.map((n) => n.name).sort()).toHaveLength(2);
    expect(nodes.reduce((sum, n) => sum + n.numGames, 0)).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('brings a running game back on its thread after a restart', async () => {
    const three = await start(3);
    expect(await three.ga.act({ command: 'chat', text: 'before the restart' })).toEqual({ success: true });
    await three.gb.until((v) => v.messages.some((m) => m.message.some((f) => (f as { text?: string }).text?.includes('before the restart'))));
    clients.forEach((c) => c.close());
    clients.length = 0;
    await t.stop();
    t = await boot();
    const back = t.server.ctx.lobby.games.get(three.game.id);
    expect(back?.started).toBe(true);
    // Its player is handed to a thread again and finds the game where it was.
    const a = await LobbyClient.connect(t.url, three.ua);
    clients.push(a);
    const h = await a.next<Handoff>('handoff');
    const ga = await GameClient.connect(t.url, h);
    clients.push(ga);
    const v = await ga.until((x) => x.messages.some((m) => m.message.some((f) => (f as { text?: string }).text?.includes('before the restart'))));
    expect(v.winner).toBeNull();
  }, 60_000);
});
