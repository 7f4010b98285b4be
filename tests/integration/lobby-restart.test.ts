import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Handoff } from '../../src/protocol/sockets';
import { createServer, type EmberhallServer } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { GameClient, LobbyClient, makeUser } from '../support/lobbyClient';
import type { TestServer } from '../support/server';

process.env.BOT_DELAY_MS = '0';

/** A whole-process restart: the node rebuilds its running games, the lobby lists them again, players come back. */
describe('lobby restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emberhall-restart-'));
  const secret = 'restart-test-secret-restart-test-secret-0123456789';
  let running: EmberhallServer | null = null;
  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The same data folder (PGlite) and secret each time, as a restarted process would have. */
  async function boot(): Promise<TestServer> {
    const server = await createServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: secret }));
    await server.listen();
    running = server;
    const a = server.app.server.address();
    const port = typeof a === 'object' && a ? a.port : 0;
    return { url: `http://127.0.0.1:${port}`, server, dataDir, stop: () => server.close() };
  }

  it('re-lists a running game after a restart and hands a returning player back to it', async () => {
    let t = await boot();
    const [ua, ub] = await Promise.all([makeUser(t, 'ria'), makeUser(t, 'rob')]);
    const [a, b] = await Promise.all([LobbyClient.connect(t.url, ua), LobbyClient.connect(t.url, ub)]);
    const game = await a.newGame({ name: 'survives a restart' });
    await b.ok('joingame', game.id);
    await a.ok('selectdeck', game.id, true, 'gloam-court', true);
    await b.ok('selectdeck', game.id, true, 'ashen-pact', true);
    const hs = [a.next<Handoff>('handoff'), b.next<Handoff>('handoff')];
    await a.ok('startgame', game.id);
    const ha = (await Promise.all(hs))[0];
    const ga = await GameClient.connect(t.url, ha);
    const stateId = ga.view!.stateId;
    [a, b, ga].forEach((c) => c.close());
    await t.stop();

    t = await boot();
    const watcher = await LobbyClient.connect(t.url);
    expect(watcher.games.get(game.id)?.started).toBe(true);
    const a2 = await LobbyClient.connect(t.url, ua);
    const h = await a2.next<Handoff>('handoff');
    expect(h.gameId).toBe(game.id);
    const ga2 = await GameClient.connect(t.url, h);
    expect(ga2.view!.stateId).toBe(stateId);
    expect(ga2.view!.winner).toBeNull();
    [watcher, a2, ga2].forEach((c) => c.close());
  });
});
