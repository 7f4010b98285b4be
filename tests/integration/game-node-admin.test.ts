import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handoff, NodeStatus } from '../../src/protocol/sockets';
import { GameClient, LobbyClient, makeUser, type TestUser } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';

process.env.BOT_DELAY_MS = '0';

/** Node admin on the lobby socket, chess clocks running out, and absences ending games. */
describe('game node admin, clocks and absence', () => {
  let t: TestServer;
  let n = 0;
  // Clocks 600x faster (a 1-minute limit flags in 100 ms); the shortest absence the config allows.
  beforeAll(async () => {
    t = await startTestServer('pglite', { CLOCK_SCALE: '600', ABSENCE_SECONDS: '5' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  async function started(options: Record<string, unknown> = {}) {
    n++;
    const [ua, ub] = await Promise.all([makeUser(t, `ann${n}`), makeUser(t, `bob${n}`)]);
    const [a, b] = await Promise.all([LobbyClient.connect(t.url, ua), LobbyClient.connect(t.url, ub)]);
    const game = await a.newGame({ name: `admin ${n}`, ...options });
    await b.ok('joingame', game.id);
    await a.ok('selectdeck', game.id, true, 'gloam-court', true);
    await b.ok('selectdeck', game.id, true, 'ashen-pact', true);
    const hs = [a.next<Handoff>('handoff'), b.next<Handoff>('handoff')];
    await a.ok('startgame', game.id);
    const [ha, hb] = await Promise.all(hs);
    const [ga, gb] = await Promise.all([GameClient.connect(t.url, ha), GameClient.connect(t.url, hb)]);
    return { game, a, b, ga, gb, ua, ub, close: () => [a, b, ga, gb].forEach((c) => c.close()) };
  }

  it('refuses node admin without canManageNodes; disables, enables and restarts a node without losing its game', async () => {
    const plain: TestUser = await makeUser(t, 'plain');
    const root: TestUser = await makeUser(t, 'root', { permissions: { canManageNodes: true } });
    const p = await LobbyClient.connect(t.url, plain);
    for (const [event, ...args] of [['getnodestatus'], ['togglenode', 'node-1'], ['restartnode', 'node-1']] as [string, ...string[]][]) {
      expect(await p.emit(event, ...args)).toEqual({ success: false, message: 'You are not allowed to manage nodes' });
    }
    expect(p.log.some((e) => e.event === 'nodestatus')).toBe(false);

    const admin = await LobbyClient.connect(t.url, root);
    await admin.ok('getnodestatus');
    const [node] = await admin.next<NodeStatus[]>('nodestatus');
    expect(node).toMatchObject({ name: 'node-1', status: 'active' });
    expect((await admin.emit('togglenode', 'nowhere')).success).toBe(false);

    // Disabled: no new game starts; running games are untouched.
    const g = await started();
    await admin.ok('togglenode', 'node-1');
    await admin.next<NodeStatus[]>('nodestatus', (l) => l[0].status === 'disabled');
    const [uc, ud] = await Promise.all([makeUser(t, 'cat'), makeUser(t, 'dan')]);
    const [c, d] = await Promise.all([LobbyClient.connect(t.url, uc), LobbyClient.connect(t.url, ud)]);
    const other = await c.newGame({ name: 'waits for a node' });
    await d.ok('joingame', other.id);
    await c.ok('selectdeck', other.id, true, -1, false);
    await d.ok('selectdeck', other.id, true, -1, false);
    expect(await c.emit('startgame', other.id)).toEqual({ success: false, message: 'There are no game nodes available' });
    await admin.ok('togglenode', 'node-1');
    await admin.next<NodeStatus[]>('nodestatus', (l) => l[0].status === 'active');

    // Restart: the game is rebuilt from its action log and both players are handed off again.
    const stateId = g.ga.view!.stateId;
    const since = [g.a.log.length, g.b.log.length];
    await admin.ok('restartnode', 'node-1');
    const [h1, h2] = await Promise.all([g.a.next<Handoff>('handoff', () => true, 8000, since[0]), g.b.next<Handoff>('handoff', () => true, 8000, since[1])]);
    const [ga2, gb2] = await Promise.all([GameClient.connect(t.url, h1), GameClient.connect(t.url, h2)]);
    expect(ga2.view!.stateId).toBe(stateId);
    expect(gb2.view!.gameId).toBe(g.game.id);
    expect(t.server.ctx.gameNode!.games.get(g.game.id)!.state.winner).toBeNull();
    [p, admin, c, d, ga2, gb2].forEach((x) => x.close());
    g.close();
  });

  it('ends a game on time when a chess clock runs out', async () => {
    const g = await started({ timeLimit: 1 });
    const v = await g.ga.until((x) => !!x.winner, 8000);
    expect(v.winReason).toBe('timeout');
    g.close();
  });

  it('ends a game by absence when a player stays away', async () => {
    const g = await started();
    g.gb.close();
    const absent = await g.ga.next<{ player: string; remainingMs: number | null }>('absence', (x) => x.player === g.ub.username);
    expect(absent.remainingMs).toBeLessThanOrEqual(5000);
    const v = await g.ga.until((x) => !!x.winner, 9000);
    expect(v.winner).toBe(g.ua.username);
    expect(v.winReason).toBe('absence');
    g.close();
  }, 20_000);
});
