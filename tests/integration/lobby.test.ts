import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LobbyGame } from '../../src/protocol/lobby';
import { lobbyServerEvents, type Handoff, type LobbyMessage } from '../../src/protocol/sockets';
import { gamePlayers, games, lobbyMessages } from '../../src/server/db/schema/games';
import { playToEnd, startTwoPlayerGame } from '../support/games';
import { captureLog } from '../support/logCapture';
import { GameClient, LobbyClient, makeUser, type TestUser } from '../support/lobbyClient';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';

process.env.BOT_DELAY_MS = '0';

describe.each(databaseKinds())('lobby on %s', (kind) => {
  let t: TestServer;
  let u: Record<string, TestUser>;
  const open: LobbyClient[] = [];
  const connect = async (user?: TestUser) => {
    const c = await LobbyClient.connect(t.url, user);
    open.push(c);
    return c;
  };
  beforeAll(async () => {
    t = await startTestServer(kind);
    const names = ['dora', 'eli', 'fay', 'gus', 'hal', 'ivy', 'jo', 'kim', 'lee'];
    u = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await makeUser(t, n, n === 'gus' ? { blockList: ['dora'] } : n === 'hal' ? { permissions: { canModerateChat: true, canManageGames: true, canManageNodes: true } } : {})])));
  });
  afterAll(async () => {
    open.forEach((c) => c.close());
    await t?.stop();
  });

  it('lists users as they come and go, and sends chat to everyone not blocked either way', async () => {
    const d = await connect(u.dora);
    const anon = await connect();
    const e = await connect(u.eli);
    expect((await d.next<{ username: string }>('newuser', (x) => x.username === 'eli')).username).toBe('eli');
    const g = await connect(u.gus);
    await d.ok('chat', 'hello <b>all</b>');
    const m = await e.next<LobbyMessage>('lobbychat');
    expect(m.message).toBe('hello <b>all</b>');
    await anon.next('lobbychat');
    // gus blocked dora: neither sees the other's chat, nor the other in the users list.
    await g.ok('chat', 'from gus');
    await e.next<LobbyMessage>('lobbychat', (x) => x.user.username === 'gus');
    expect(g.log.some((x) => x.event === 'lobbychat' && (x.args[0] as LobbyMessage).user.username === 'dora')).toBe(false);
    expect(d.log.some((x) => x.event === 'lobbychat' && (x.args[0] as LobbyMessage).user.username === 'gus')).toBe(false);
    expect(d.log.some((x) => x.event === 'newuser' && (x.args[0] as { username: string }).username === 'gus')).toBe(false);
    // Anonymous chat is refused with nochat; history comes on connect.
    const ack = await anon.emit('chat', 'hi');
    expect(ack.success).toBe(false);
    await anon.next('nochat');
    const late = await connect(u.fay);
    const history = await late.next<LobbyMessage[]>('lobbymessages');
    expect(history.map((x) => x.message)).toEqual(expect.arrayContaining(['hello <b>all</b>', 'from gus']));
    // A moderator removes a message over HTTP; every lobby socket hears removemessage.
    const res = await fetch(`${t.url}/api/messages/${m.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${u.hal.token}` } });
    expect(res.status).toBe(200);
    expect((await e.next<{ id: number }>('removemessage')).id).toBe(m.id);
    const denied = await fetch(`${t.url}/api/messages/${m.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${u.eli.token}` } });
    expect(denied.status).toBe(403);
    e.close();
    expect((await d.next<{ username: string }>('userleft', (x) => x.username === 'eli')).username).toBe('eli');
  });

  it('lets a user say at most 5 lobby chat messages in 5 seconds, refusing the rest with nochat', async () => {
    const [spammer, reader] = await Promise.all([makeUser(t, 'spammer'), makeUser(t, 'reader')]);
    const s = await connect(spammer);
    const r = await connect(reader);
    // 30 messages as fast as the socket takes them: 5 pass, 25 are refused with the spec's nochat shape.
    const acks = await Promise.all(Array.from({ length: 30 }, (_, i) => s.emit('chat', `flood ${i}`)));
    expect(acks.filter((a) => a.success)).toHaveLength(5);
    const refusals = acks.filter((a) => !a.success);
    expect(refusals).toHaveLength(25);
    expect(refusals[0]).toEqual({ success: false, message: 'You are sending messages too quickly: at most 5 in 5 seconds' });
    await s.next('nochat', (x: { message: string }) => x.message.includes('too quickly'));
    expect(s.log.filter((x) => x.event === 'nochat')).toHaveLength(25);
    // Others hear only the 5, and only 5 were stored.
    await r.next<LobbyMessage>('lobbychat', (x) => x.message === 'flood 4');
    const stored = await t.server.ctx.db.select().from(lobbyMessages).where(eq(lobbyMessages.username, 'spammer'));
    expect(stored).toHaveLength(5);
    expect(r.log.filter((x) => x.event === 'lobbychat' && (x.args[0] as LobbyMessage).user.username === 'spammer')).toHaveLength(5);
    // Pending-game chat counts in the same window.
    const game = await s.newGame({ name: 'spam room' });
    expect(await s.emit('gamechat', game.id, 'in game')).toEqual({ success: false, message: 'You are sending messages too quickly: at most 5 in 5 seconds' });
    // Someone else is not limited by the spammer; once the window has passed the spammer may talk again.
    await r.ok('chat', 'not me');
    await new Promise((done) => setTimeout(done, 5100));
    await s.ok('chat', 'calm again');
    await s.ok('leavegame', game.id);
  });

  it('refuses a U+0000 in game chat with a clear error, and the game still records its result', async () => {
    const [mia, ned] = await Promise.all([makeUser(t, 'mia'), makeUser(t, 'ned')]);
    const log = captureLog(t);
    const g = await startTwoPlayerGame(t, mia, ned, { gameType: 'competitive' });
    const NUL = '\u0000';
    // Once, this made every later action write and the finish write fail: the game was never recorded.
    expect(await g.players.mia.act({ command: 'chat', text: `gg${NUL}` })).toEqual({ success: false, message: 'Text must not contain control characters (U+0000)' });
    expect(await g.players.ned.act({ command: 'chat', text: `\u0007bell` })).toEqual({ success: false, message: 'Text must not contain control characters (U+0007)' });
    expect((await g.players.mia.act({ command: 'chat', text: 'good luck' })).success).toBe(true);
    // The same character is refused in the lobby's chats too.
    expect(await g.lobby[0].emit('chat', `hi${NUL}`)).toEqual({ success: false, message: 'Text must not contain control characters (U+0000)' });
    const live = await playToEnd(t, g.gameId, g.players);
    expect(live.state.winner).toBeTruthy();
    await t.server.ctx.gameNode!.flush();
    const [row] = await t.server.ctx.db.select().from(games).where(eq(games.id, g.gameId));
    expect(row.finishedAt).toBeTruthy();
    expect(row.winner).toBe(live.state.winner);
    const players = await t.server.ctx.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, g.gameId));
    expect(players.map((p) => p.username).sort()).toEqual(['mia', 'ned']);
    // No write of the game failed on the way (a refused character never reaches storage).
    log.restore();
    expect(log.describeErrors()).toEqual([]);
    g.close();
  });

  it('sends a lobby message stored before the text rules so that it still parses, its control character shown as U+FFFD', async () => {
    const old = await makeUser(t, 'oldtimer');
    await t.server.ctx.db.insert(lobbyMessages).values({ userId: old.id, username: 'oldtimer', message: 'ding\u0007 dong' });
    const c = await connect();
    const history = await c.next<LobbyMessage[]>('lobbymessages');
    expect(lobbyServerEvents.lobbymessages.safeParse([history]).success).toBe(true);
    expect(history.map((m) => m.message)).toContain('ding\ufffd dong');
  });

  it('refuses malformed events with an error and changes nothing', async () => {
    const c = await connect(u.ivy);
    expect(await c.emit('newgame', { name: 'x'.repeat(65) })).toEqual({ success: false, message: 'Game name must be less than 64 characters' });
    expect(await c.emit('newgame', { name: '   ' })).toEqual({ success: false, message: 'You must specify a name for the game' });
    expect((await c.emit('joingame', 42)).success).toBe(false);
    expect((await c.emit('selectChampions', 'id', ['a', 'b'])).success).toBe(false);
    expect((await c.emit('draftChamp')).success).toBe(false);
    expect(c.current).toBeNull();
    const anon = await connect();
    expect(await anon.emit('joingame', 'abc')).toEqual({ success: false, message: 'Please login before trying to join a game' });
  });

  it('guards password games, private games and blocked users', async () => {
    const owner = await connect(u.dora);
    const [g, j, k] = await Promise.all([connect(u.gus), connect(u.jo), connect(u.kim)]);
    const game = await owner.newGame({ name: 'secret', password: 'pw' });
    expect(game.needsPassword).toBe(true);
    expect(JSON.stringify(game)).not.toContain('"pw"');
    await j.next('newgame', (x: LobbyGame) => x.id === game.id);
    // gus blocked dora: her game is hidden from him and he cannot join it.
    expect(g.games.has(game.id)).toBe(false);
    expect((await g.emit('joingame', game.id, 'pw')).success).toBe(false);
    expect(await j.emit('joingame', game.id, 'nope')).toEqual({ success: false, message: 'Incorrect game password' });
    expect(await j.next('passworderror')).toBe('Incorrect game password');
    await j.ok('joingame', game.id, 'pw');
    const joined = await owner.next<{ joined?: string }>('gamestate', (m) => m.joined === 'jo');
    expect(joined.joined).toBe('jo');
    // The pending game's chat reaches its members, never the public games list.
    await j.ok('gamechat', game.id, 'good luck');
    const chat = await owner.next<{ game: LobbyGame }>('gamestate', (m) => (m.game.messages ?? []).some((l) => l.text === 'good luck'));
    expect(chat.game.messages?.[0]).toMatchObject({ name: 'jo', text: 'good luck' });
    expect(JSON.stringify(k.log.filter((e) => e.event !== 'gamestate'))).not.toContain('good luck');
    expect(await k.emit('watchgame', game.id, 'bad')).toEqual({ success: false, message: 'Incorrect game password' });
    // One game per user.
    expect((await j.emit('newgame', {})).success).toBe(false);
    await j.ok('leavegame');
    await owner.ok('leavegame');
    await k.next('removegame', (x: { id: string }) => x.id === game.id);
    // Private games: reachable by id, not listed.
    const since = k.log.length;
    const priv = await owner.newGame({ name: 'private', gamePrivate: true });
    // A public game made after it reaches kim: the private one's news, had it been sent, came first.
    const later = await j.newGame({ name: 'public after private' });
    await k.next('newgame', (x: LobbyGame) => x.id === later.id, 8000, since);
    expect(k.games.has(priv.id)).toBe(false);
    expect(JSON.stringify(k.log.slice(since))).not.toContain(priv.id);
    await j.ok('leavegame');
    await k.ok('joingame', priv.id);
    expect(k.current?.id).toBe(priv.id);
    await k.ok('leavegame');
    await owner.ok('leavegame');
  });

  it('runs a pod draft: snake picks, discards, drafted decks, start', async () => {
    const [a, b] = await Promise.all([connect(u.eli), connect(u.fay)]);
    const game = await a.newGame({ gameFormat: 'draft' });
    await b.ok('joingame', game.id);
    expect((await b.emit('draftStart', game.id)).success).toBe(false);
    await a.ok('draftStart', game.id);
    const byName: Record<string, LobbyClient> = { eli: a, fay: b };
    const seq: string[] = [];
    for (let i = 0; i < 8; i++) {
      const d = a.current!.draftState!;
      const chooser = d.choosingPlayer!;
      seq.push(chooser);
      const since = a.log.length;
      await byName[chooser].ok('draftChamp', game.id, d.champSet[0].id);
      await a.next('gamestate', () => true, 8000, since);
    }
    expect(seq.slice(1, 3)).toEqual([seq[1], seq[1]]);
    expect(seq[0]).not.toBe(seq[1]);
    const d = a.current!.draftState!;
    expect(d.complete).toBe(true);
    expect(d.champSet).toHaveLength(0);
    expect((await a.emit('startgame', game.id)).success).toBe(false);
    await a.ok('discardChamp', game.id, d.playerChoices.eli[0]);
    const since = a.log.length;
    await b.ok('discardChamp', game.id, d.playerChoices.fay[3]);
    const final = (await a.next<{ game: LobbyGame }>('gamestate', () => true, 8000, since)).game;
    expect(final.draftState!.canStart).toBe(true);
    expect(final.players.eli.champions).toHaveLength(3);
    const h = a.next<Handoff>('handoff');
    // The spec's Start in draft format sends draftStart; with the draft complete it starts the game.
    await a.ok('draftStart', game.id);
    const g = await GameClient.connect(t.url, await h);
    expect(Object.keys(g.view!.players).sort()).toEqual(['eli', 'fay']);
    g.close();
  });

  it('plays a solo game against the chimera bot to the end', async () => {
    const a = await connect(u.lee);
    const game = await a.newGame({ gameFormat: 'solo' });
    expect(game.solo).toBe(true);
    expect(Object.keys(game.players)).toHaveLength(2);
    await a.ok('selectdeck', game.id, true, -1, false);
    const h = a.next<Handoff>('handoff');
    await a.ok('startgame', game.id);
    const g = await GameClient.connect(t.url, await h);
    const { botAction } = await import('../../src/engine');
    const live = t.server.ctx.gameNode!.games.get(game.id)!;
    for (let i = 0; i < 3000 && !live.state.winner; i++) {
      const act = botAction(live.state, 'lee');
      if (act) await g.emit('game', { action: { ...act, stateId: live.state.stateId } });
      else await new Promise((r) => setTimeout(r, 5));
    }
    expect(live.state.winner).toBeTruthy();
    g.close();
  });
});
