import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handoff } from '../../src/protocol/sockets';
import { GameClient, LobbyClient, makeUser, type TestUser } from '../support/lobbyClient';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';

process.env.BOT_DELAY_MS = '0';

/** Issue 17: the solo chimera comes in tiers, chosen when the game is created. */
describe.each(databaseKinds())('solo chimera tiers on %s', (kind) => {
  let t: TestServer;
  let u: Record<string, TestUser>;
  const open: LobbyClient[] = [];
  const connect = async (user: TestUser) => {
    const c = await LobbyClient.connect(t.url, user);
    open.push(c);
    return c;
  };
  beforeAll(async () => {
    t = await startTestServer(kind);
    u = Object.fromEntries(await Promise.all(['mo', 'ned', 'ola'].map(async (n) => [n, await makeUser(t, n)])));
  });
  afterAll(async () => {
    open.forEach((c) => c.close());
    await t?.stop();
  });

  it('a solo game created on Inferno faces the Inferno chimera: its name, its parts and its tier in the game', async () => {
    const a = await connect(u.mo);
    const game = await a.newGame({ gameFormat: 'solo', chimeraTier: 'inferno' });
    expect(Object.keys(game.players).sort()).toEqual(['Inferno Chimera', 'mo']);
    await a.ok('selectdeck', game.id, true, -1, false);
    const h = a.next<Handoff>('handoff');
    await a.ok('startgame', game.id);
    const g = await GameClient.connect(t.url, await h);
    const live = t.server.ctx.gameNode!.games.get(game.id)!;
    const chimera = live.state.players['Inferno Chimera'];
    expect(chimera.isChimera).toBe(true);
    expect(live.state.setup.players[1].deck.chimeraTier).toBe('inferno');
    expect(chimera.piles.champions.map((x) => live.state.cards[x].id)).toEqual(['ashmaw-head-inferno', 'ashmaw-wings-inferno', 'ashmaw-tail-inferno']);
    g.close();
  });

  it('without a choice the chimera is the middle tier, Blaze; an unknown tier is refused', async () => {
    const b = await connect(u.ned);
    const game = await b.newGame({ gameFormat: 'solo' });
    expect(Object.keys(game.players)).toContain('Blaze Chimera');
    const c = await connect(u.ola);
    const ack = await c.emit('newgame', { gameFormat: 'solo', chimeraTier: 'volcano' });
    expect(ack).toMatchObject({ success: false, message: 'There is no such chimera tier' });
  });
});
