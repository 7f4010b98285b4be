import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyGame } from '../../src/protocol/lobby';
import type { Handoff } from '../../src/protocol/sockets';
import { LIST_AGAIN_TOO_SOON } from '../../src/server/lobby/heldLists';
import { GameClient, LobbyClient, makeUser, type TestUser } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';

process.env.BOT_DELAY_MS = '0';
// The held-back count is brought up to date this often here (10 s on a real server).
process.env.HELD_COUNT_MS = '200';

type Counts = { games?: number; users?: number };

/**
 * A player at the board is not sent other games' changes (Lobby.publishTo) nor users coming and going
 * (Lobby.announceLocal), but the in-game header shows a games count with its list and a user count
 * (site-spec, "During a started game"): the counts come alone ('lobbycounts'), the games list on request
 * ('listgames', at most once per few seconds), both lists whole when the game lets the player go.
 */
describe('the games list of a player at the board', () => {
  let t: TestServer;
  let u: Record<string, TestUser>;
  const open: { close(): void }[] = [];
  const connect = async (user: TestUser) => {
    const c = await LobbyClient.connect(t.url, user);
    open.push(c);
    return c;
  };
  beforeAll(async () => {
    t = await startTestServer();
    u = Object.fromEntries(await Promise.all(['player', 'host', 'other'].map(async (n) => [n, await makeUser(t, n)])));
  });
  afterAll(async () => {
    open.forEach((c) => c.close());
    await t?.stop();
  });

  it('keeps the count true and sends the whole list when asked, not each change', async () => {
    const p = await connect(u.player);
    const solo = await p.newGame({ gameFormat: 'solo' });
    await p.ok('selectdeck', solo.id, true, -1, false);
    const handoff = p.next<Handoff>('handoff');
    await p.ok('startgame', solo.id);
    open.push(await GameClient.connect(t.url, await handoff));

    const since = p.log.length;
    const host = await connect(u.host);
    const created = await host.newGame({ name: 'Table while you play' });
    // The changes are held back from the player at the board: the new game, the new user...
    const counts = await p.next<Counts>('lobbycounts', (m) => m.games === 2 && m.users === 2, 3000, since);
    expect(counts).toEqual({ games: 2, users: 2 });
    // The player's own game may still change (its start reaches the lobby when the node says so): only others' are held.
    const othersChange = (e: { event: string; args: unknown[] }) =>
      e.event === 'newuser' || (['newgame', 'updategame'].includes(e.event) && (e.args[0] as LobbyGame).id !== solo.id);
    expect(p.log.slice(since).filter(othersChange)).toEqual([]);
    expect(p.games.has(created.id)).toBe(false);

    // ...and the whole list comes when the header's list is opened.
    const listed = p.log.length;
    await p.ok('listgames');
    const list = await p.next<LobbyGame[]>('games', () => true, 3000, listed);
    expect(list.map((g) => g.name).sort()).toEqual(['Table while you play', solo.name].sort());

    // Asked again at once: refused, nothing sent.
    const again = p.log.length;
    expect(await p.emit('listgames')).toEqual({ success: false, message: LIST_AGAIN_TOO_SOON });
    expect(p.log.slice(again).filter((e) => e.event === 'games')).toEqual([]);

    // A game that goes away and a user who leaves move the counts again, still without the changes themselves.
    const before = p.log.length;
    await host.ok('leavegame', created.id);
    host.close();
    expect(await p.next<Counts>('lobbycounts', (m) => m.games === 1 && m.users === 1, 3000, before)).toEqual({ games: 1, users: 1 });
    expect(p.log.slice(before).some((e) => ['removegame', 'userleft'].includes(e.event))).toBe(false);

    // The game lets the player go: both lists come whole, up to date.
    const back = p.log.length;
    await p.ok('leavegame', solo.id);
    const users = await p.next<{ username: string }[]>('users', () => true, 3000, back);
    expect(users.map((x) => x.username)).toEqual(['player']);
    await p.next('games', () => true, 3000, back);
  });

  it('holds the lists at the board of a finished game, and sends them whole when the player leaves it', async () => {
    const p = await connect(u.player);
    const solo = await p.newGame({ gameFormat: 'solo', name: 'Conceded at once' });
    await p.ok('selectdeck', solo.id, true, -1, false);
    const handoff = p.next<Handoff>('handoff');
    await p.ok('startgame', solo.id);
    const g = await GameClient.connect(t.url, await handoff);
    open.push(g);

    const since = p.log.length;
    expect(await g.emit('concede')).toEqual({ success: true });
    // The game is over: its own state comes (the end prompt's page), the lists stay held.
    await p.next<{ game: LobbyGame }>('gamestate', (m) => !!m.game.finishedAt, 3000, since);
    const host = await connect(u.host);
    const opened = await host.newGame({ name: 'Opened after the end' });
    await p.next<Counts>('lobbycounts', (m) => m.games === 2, 3000, since);
    expect(p.log.slice(since).filter((e) => ['games', 'users', 'newgame', 'newuser'].includes(e.event))).toEqual([]);

    const back = p.log.length;
    await p.ok('leavegame', solo.id);
    const list = await p.next<LobbyGame[]>('games', () => true, 3000, back);
    expect(list.map((x) => x.name)).toContain('Opened after the end');
    await p.next('users', () => true, 3000, back);
    await host.ok('leavegame', opened.id);
    host.close();
  });

  it('sends a player who rematches from the board to the next board no whole list on the way', async () => {
    const p = await connect(u.player);
    const solo = await p.newGame({ gameFormat: 'solo', name: 'Rematched at once' });
    await p.ok('selectdeck', solo.id, true, -1, false);
    const handoff = p.next<Handoff>('handoff', (h) => h.gameId === solo.id);
    await p.ok('startgame', solo.id);
    const g = await GameClient.connect(t.url, await handoff);
    open.push(g);
    expect(await g.emit('concede')).toEqual({ success: true });
    await g.next('endprompt', (e: { state: string }) => e.state === 'choose');
    // The launch is held 150 ms, as a node under load takes, while other games keep changing: each change is
    // a batch the lobby sends out (20 ms apart), and the player's own lists are held at the finished board.
    const node = t.server.ctx.lobby.nodes.get(t.server.ctx.lobby.nodes.list()[0].name)!;
    const startGame = node.startGame.bind(node);
    node.startGame = async (req) => {
      await new Promise((r) => setTimeout(r, 150));
      return startGame(req);
    };
    const host = await connect(u.host);
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const made = await host.newGame({ name: 'Churn' });
        await host.ok('leavegame', made.id);
      }
    })();
    const since = p.log.length;
    await p.next('lobbycounts', () => true, 3000, since);
    const next = p.next<Handoff>('handoff', (h) => h.gameId !== solo.id, 8000, since);
    expect(await g.emit('rematch', 'rematch')).toEqual({ success: true });
    const rematched = await next;
    node.startGame = startGame;
    churning = false;
    await churn;
    // From one board to the next: no whole games or users list, which the page would never show.
    expect(p.log.slice(since).filter((e) => e.event === 'games' || e.event === 'users').map((e) => e.event)).toEqual([]);
    const g2 = await GameClient.connect(t.url, rematched);
    open.push(g2);
    expect(await g2.emit('concede')).toEqual({ success: true });
    await p.ok('leavegame', rematched.gameId);
    await p.next('games', () => true, 3000, since);
    host.close();
  });

  it("shows a player's drop and return in the list, and no change for a game socket's first connect", async () => {
    const o = await connect(u.other);
    const p = await connect(u.player);
    const solo = await p.newGame({ gameFormat: 'solo', name: 'Watched from the lobby' });
    await p.ok('selectdeck', solo.id, true, -1, false);
    const handoff = p.next<Handoff>('handoff');
    await p.ok('startgame', solo.id);
    const h = await handoff;
    // As a new game or a change of one: the lobby sends a game's changes of 20 ms as one (PUBLISH_BATCH_MS).
    await expect.poll(() => o.games.get(solo.id)?.started, { timeout: 3000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 300));

    const since = o.log.length;
    const g = await GameClient.connect(t.url, h);
    await new Promise((r) => setTimeout(r, 500));
    expect(o.log.slice(since).filter((e) => e.event === 'updategame')).toEqual([]);

    g.close();
    const dropped = await o.next<LobbyGame>('updategame', (x) => x.id === solo.id, 3000, since);
    expect(dropped.players.player.disconnected).toBe(true);
    const back = o.log.length;
    open.push(await GameClient.connect(t.url, h));
    const returned = await o.next<LobbyGame>('updategame', (x) => x.id === solo.id, 3000, back);
    expect(returned.players.player.disconnected).toBe(false);
    await p.ok('leavegame', solo.id);
  });

  it('sends no counts to a socket in the lobby, which gets every change', async () => {
    const o = await connect(u.other);
    const since = o.log.length;
    const host = await connect(u.host);
    await host.newGame({ name: 'Another table' });
    await o.next('newgame', (g: LobbyGame) => g.name === 'Another table', 3000, since);
    await new Promise((r) => setTimeout(r, 500));
    await o.next('newuser', (x: { username: string }) => x.username === 'host', 3000, since);
    expect(o.log.slice(since).filter((e) => e.event === 'lobbycounts')).toEqual([]);
  });

  it('sends a game changed several times within a batch once, as it is at the end of the batch', async () => {
    const o = await connect(u.other);
    const host = await connect(await makeUser(t, 'batcher'));
    const game = await host.newGame({ name: 'One message' });
    await expect.poll(() => o.games.has(game.id)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    const since = o.log.length;
    // Three changes of one game in one turn of the server's loop: within one batch.
    for (let i = 0; i < 3; i++) t.server.ctx.lobby.publishLocal(game.id);
    await new Promise((r) => setTimeout(r, 300));
    const about = () => o.log.slice(since).filter((e) => e.event === 'updategame' && (e.args[0] as LobbyGame).id === game.id);
    expect(about()).toHaveLength(1);
    await host.ok('leavegame', game.id);
  });
});
