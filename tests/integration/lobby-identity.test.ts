import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyGame, LobbyUser } from '../../src/protocol/lobby';
import type { Handoff, LobbyMessage } from '../../src/protocol/sockets';
import { LobbyClient, makeUser, type TestUser } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';
import { call, PNG_1x1 } from './accountSupport';

process.env.BOT_DELAY_MS = '0';

const settings = { background: 'ember', cardSize: 'normal', useSquareCards: false, eloOptOut: false, optionSettings: {} };

/** Issue 22: avatars the lobby sends, blocking that takes effect at once, and a game node that cannot be reached. */
describe('lobby identity: avatars, live block list, connectfailed', () => {
  let t: TestServer;
  let u: Record<string, TestUser>;
  const open: LobbyClient[] = [];
  const connect = async (user?: TestUser) => {
    const c = await LobbyClient.connect(t.url, user);
    open.push(c);
    return c;
  };
  const block = (who: TestUser, username: unknown) => call(t.url, 'POST', `/api/account/${who.username}/blocklist`, { username }, who.token);
  const unblock = (who: TestUser, username: string) => call(t.url, 'DELETE', `/api/account/${who.username}/blocklist/${username}`, undefined, who.token);

  beforeAll(async () => {
    t = await startTestServer();
    const names = ['pic', 'plain', 'ava', 'bo', 'cy', 'solo', 'anna'];
    u = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await makeUser(t, n)])));
  });
  afterAll(async () => {
    open.forEach((c) => c.close());
    await t?.stop();
  });

  it('sends avatar URLs that answer 200 with the image, in the games list, the pending game and the users', async () => {
    const saved = await call(t.url, 'PUT', '/api/account/pic', { email: 'pic@example.test', avatar: PNG_1x1, settings }, u.pic.token);
    expect(saved.status).toBe(200);
    const p = await connect(u.pic);
    const game = await p.newGame({ name: 'with a face' });
    const watcher = await connect(u.plain);
    const listed = [...watcher.games.values()].find((g) => g.id === game.id)!;
    const users = watcher.log.filter((e) => e.event === 'users').flatMap((e) => e.args[0] as LobbyUser[]);
    const urls = [game.players.pic.avatar, listed.players.pic.avatar, users.find((x) => x.username === 'pic')?.avatar];
    for (const url of urls) {
      expect(url).toMatch(/^\/avatar\//);
      const res = await fetch(`${t.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    // No avatar: none sent (the page shows the initial); an unknown id: 404 in the failure shape.
    expect(users.find((x) => x.username === 'plain')?.avatar).toBeNull();
    const missing = await fetch(`${t.url}/avatar/00000000-0000-0000-0000-000000000000`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'Not found' });
    await p.ok('leavegame');
  });

  it('refuses bad block-list input and changes nothing', async () => {
    for (const [name, status, message] of [
      ['', 400, 'You must specify a username to block'],
      ['   ', 400, 'You must specify a username to block'],
      ['nobody-here', 404, 'User was not found.'],
      ['ava', 400, 'You cannot block yourself'],
    ] as const) {
      const res = await block(u.ava, name);
      expect(res.status, name).toBe(status);
      expect(res.body).toEqual({ success: false, message });
    }
    expect((await block(u.ava, 'cy')).status).toBe(200);
    const dup = await block(u.ava, 'CY');
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('That user is already on your block list');
    const list = await call(t.url, 'GET', '/api/account/ava/blocklist', undefined, u.ava.token);
    expect(list.body.blockList).toEqual(['cy']);
    expect((await unblock(u.ava, 'cy')).status).toBe(200);
    expect((await unblock(u.ava, 'cy')).status).toBe(404);
  });

  it('takes a block at once, both ways, in the open lobby, and an unblock brings the games back', async () => {
    const a = await connect(u.ava);
    const b = await connect(u.bo);
    // bo's game made before the block, and ava's too.
    const boGame = await b.newGame({ name: 'bo game' });
    await a.next<LobbyGame>('newgame', (g) => g.id === boGame.id);
    expect(b.current?.id).toBe(boGame.id);
    await b.ok('leavegame');
    await a.next<{ id: string }>('removegame', (g) => g.id === boGame.id);
    const boNext = await b.newGame({ name: 'bo again' });
    const avaGame = await a.newGame({ name: 'ava game' });
    await a.next<LobbyGame>('newgame', (g) => g.id === boNext.id);
    await b.next<LobbyGame>('newgame', (g) => g.id === avaGame.id);

    const since = { a: a.log.length, b: b.log.length };
    expect((await block(u.ava, 'bo')).status).toBe(200);
    // No re-authentication: the server tells both open sockets by itself. (Its messages are compressed one
    // by one, so they may arrive just after the HTTP answer: wait for them, do not race them.)
    await a.next<{ id: string }>('removegame', (g) => g.id === boNext.id, 8000, since.a);
    await b.next<{ id: string }>('removegame', (g) => g.id === avaGame.id, 8000, since.b);
    expect(a.games.has(boNext.id)).toBe(false);
    // bo's chat no longer reaches ava; bo cannot join ava's game made before the block.
    const c = await connect(u.cy);
    await b.ok('chat', 'after the block');
    await c.next<LobbyMessage>('lobbychat', (m) => m.message === 'after the block');
    expect(a.log.some((e) => e.event === 'lobbychat' && (e.args[0] as LobbyMessage).message === 'after the block')).toBe(false);
    await b.ok('leavegame');
    const join = await b.emit('joingame', avaGame.id);
    expect(join.success).toBe(false);

    // Removal: bo's games come back to ava's list and hers to his, and chat flows again.
    const boThird = await b.newGame({ name: 'bo third' });
    expect(a.games.has(boThird.id)).toBe(false);
    const unblocked = { a: a.log.length, b: b.log.length };
    expect((await unblock(u.ava, 'bo')).status).toBe(200);
    await a.next<LobbyGame>('newgame', (g) => g.id === boThird.id, 8000, unblocked.a);
    await b.next<LobbyGame>('newgame', (g) => g.id === avaGame.id, 8000, unblocked.b);
    expect(a.games.has(boThird.id)).toBe(true);
    expect(b.games.has(avaGame.id)).toBe(true);
    await b.ok('chat', 'friends again');
    await a.next<LobbyMessage>('lobbychat', (m) => m.message === 'friends again');
    await b.ok('leavegame');
    await a.ok('leavegame');
  });

  it('ignores connectfailed from an anonymous socket or a user in no game, and frees a player whose node failed', async () => {
    const anon = await connect();
    const s = await connect(u.solo);
    // The arrival's last message (the chat history, read from the database) is in before counting what follows.
    await Promise.all([anon.next('lobbymessages', () => true, 8000, 0), s.next('lobbymessages', () => true, 8000, 0)]);
    const before = { anon: anon.log.length, s: s.log.length };
    expect(await anon.emit('connectfailed')).toEqual({ success: true });
    expect(await s.emit('connectfailed', 'local')).toEqual({ success: true });
    expect(anon.log.slice(before.anon).filter((e) => e.event !== 'newuser')).toEqual([]);
    expect(s.log.slice(before.s)).toEqual([]);

    // A started solo game whose node the client could not reach: the player is freed, the game is gone.
    const game = await s.newGame({ name: 'lost node', gameFormat: 'solo' });
    await s.ok('selectdeck', game.id, true, -1, false);
    const handoff = s.next<Handoff>('handoff');
    await s.ok('startgame', game.id);
    const h = await handoff;
    expect(await s.emit('connectfailed', h.name)).toEqual({ success: true });
    await s.next('cleargamestate');
    expect(s.current).toBeNull();
    expect(t.server.ctx.lobby.gameOf('solo')).toBeNull();
    // Free to play again.
    const again = await s.newGame({ name: 'next one' });
    expect(again.players.solo).toBeDefined();
    await s.ok('leavegame');
  });

  it('hands the player to the game\'s node when the one that failed is another', async () => {
    const s = await connect(u.anna);
    const game = await s.newGame({ name: 'stale handoff', gameFormat: 'solo' });
    await s.ok('selectdeck', game.id, true, -1, false);
    const first = s.next<Handoff>('handoff');
    await s.ok('startgame', game.id);
    const h = await first;
    const since = s.log.length;
    expect(await s.emit('connectfailed', 'a-node-since-gone')).toEqual({ success: true });
    const again = await s.next<Handoff>('handoff', () => true, 8000, since);
    expect(again.name).toBe(h.name);
    expect(again.gameId).toBe(game.id);
    expect(t.server.ctx.lobby.gameOf('anna')?.id).toBe(game.id);
  });
});
