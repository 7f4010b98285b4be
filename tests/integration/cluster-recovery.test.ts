import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_VERSION } from '../../src/engine/lobbyRules';
import type { LobbyGame } from '../../src/protocol/lobby';
import { LobbyClient, type TestUser } from '../support/lobbyClient';
import { REDIS_URL, clusterEnv, clusterSkipReason, freePort, spawnProc, until, type Proc } from './clusterSupport';

/**
 * Connection-state recovery across lobby processes (issue 19): 2 lobby processes on the local
 * PostgreSQL and Redis (the Redis Streams adapter). A socket drops from lobby 1, an event for its user
 * is sent meanwhile through lobby 2, and the socket reconnects to lobby 2 with its session: it comes
 * back recovered, with that event, and only its own user's events.
 */
const skip = await clusterSkipReason();

/** What socket.io's client keeps to recover (private fields; a browser's reconnect sends the same). */
type Session = { id: string; pid: string; offset: string };
const sessionOf = (s: Socket): Session => {
  const raw = s as unknown as { id: string; _pid: string; _lastOffset: string };
  return { id: raw.id, pid: raw._pid, offset: raw._lastOffset };
};

type GameState = { game: LobbyGame | null; joined?: string };

describe.skipIf(!!skip)('cluster: a lobby socket recovers its session on another lobby process', () => {
  let env: Awaited<ReturnType<typeof clusterEnv>>;
  const procs: Proc[] = [];
  const ports = { lobby1: 0, lobby2: 0 };
  const url = (n: keyof typeof ports) => `http://127.0.0.1:${ports[n]}`;
  let redis: Redis;

  beforeAll(async () => {
    env = await clusterEnv();
    redis = new Redis(REDIS_URL);
    for (const k of Object.keys(ports) as (keyof typeof ports)[]) ports[k] = await freePort();
    procs.push(await spawnProc('src/server/main.ts', { ...env.common, PORT: String(ports.lobby1), NODE_NAME: 'lobby1' }, /Emberhall is running/));
    procs.push(await spawnProc('src/server/main.ts', { ...env.common, PORT: String(ports.lobby2), NODE_NAME: 'lobby2' }, /Emberhall is running/));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    redis?.disconnect();
    await env?.cleanup();
  });

  /** Drops a socket's connection as a network failure does (the server keeps its session), without reconnecting. */
  async function drop(c: LobbyClient): Promise<Session> {
    const session = sessionOf(c.socket);
    c.socket.io.reconnection(false);
    c.socket.io.engine.close();
    await until(() => !c.socket.connected, 'the client to see the drop');
    // The lobby process stored the session when it saw the transport close.
    const key = `${env.prefix}socket.io:session:${session.pid}`;
    for (let i = 0; i < 400 && !(await redis.exists(key)); i++) await new Promise((r) => setTimeout(r, 25));
    expect(await redis.exists(key)).toBe(1);
    return session;
  }

  /** A new connection to `lobby` carrying a stored session, as the browser's reconnect would send it. */
  async function reconnect(lobby: keyof typeof ports, user: TestUser, session: Session): Promise<LobbyClient> {
    const socket = io(url(lobby), { path: '/socket.io', transports: ['websocket'], auth: { token: user.token, version: RELEASE_VERSION }, forceNew: true, autoConnect: false });
    Object.assign(socket as unknown as Record<string, string>, { _pid: session.pid, _lastOffset: session.offset });
    const c = new LobbyClient(socket);
    socket.connect();
    // The arrival's last list (a new connection's game state and handoff would come after it, and a
    // short wait lets any come before anything is counted).
    await c.next('lobbymessages', () => true, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    return c;
  }

  it('gets the events sent to its user while away, on the other lobby, and no one else\'s', async () => {
    const [ann, bob, cal] = [await env.user('ann'), await env.user('bob'), await env.user('cal')];
    const a = await LobbyClient.connect(url('lobby1'), ann);
    const c = await LobbyClient.connect(url('lobby1'), cal);
    const b = await LobbyClient.connect(url('lobby2'), bob);

    // Ann's and cal's games: each one's gamestate came through their user's room, with its stream offset.
    const game = await a.newGame({ name: 'recovery game' });
    await c.newGame({ name: 'cal game' });
    await b.next('newgame', (g: LobbyGame) => g.id === game.id);
    // With recovery on, socket.io sends a socket's own events through its room too: a refusal carries an
    // offset, so it does not spoil the session's (socket.io's client takes any last string for one).
    expect((await a.emit('joingame', 'no-such-game')).success).toBe(false);
    await a.next('gameerror');
    expect(a.log.findLast((e) => e.event === 'gameerror')!.args.at(-1)).toMatch(/^\d+-\d+$/);
    const annSession = await drop(a);
    const calSession = await drop(c);
    expect(annSession.offset).toMatch(/^\d+-\d+$/);

    // While ann is away, bob joins her game through lobby 2: lobby 2 tells ann's room.
    await b.ok('joingame', game.id);
    await b.next<GameState>('gamestate', (m) => !!m.game?.players.bob);

    // Ann reconnects to lobby 2 with her session: the same socket, her room, and the missed event.
    const a2 = await reconnect('lobby2', ann, annSession);
    expect(a2.socket.recovered).toBe(true);
    expect(a2.socket.id).toBe(annSession.id);
    const missed = await a2.next<GameState>('gamestate', (m) => !!m.game?.players.bob);
    expect(missed.joined).toBe('bob');
    // Her game state came once (the replay), not again from the arrival's snapshot; no handoff either.
    expect(a2.log.filter((e) => e.event === 'gamestate')).toHaveLength(1);
    expect(a2.log.some((e) => e.event === 'handoff')).toBe(false);
    // The lists sent to each socket by itself come again whole: the games list has her game.
    expect(a2.games.get(game.id)?.players.bob).toBeTruthy();

    // Her room lives on lobby 2 now: the next change of her game reaches her there.
    const since = a2.log.length;
    await b.ok('gamechat', game.id, 'welcome back');
    await a2.next<GameState & { game: { messages: { text: string }[] } }>('gamestate', (m) => !!m.game?.messages?.some((x) => x.text === 'welcome back'), 10_000, since);

    // Cal recovers too, on lobby 2, and was sent nothing of ann's game state (her room was not his).
    const c2 = await reconnect('lobby2', cal, calSession);
    expect(c2.socket.recovered).toBe(true);
    const foreign = c2.log.filter((e) => e.event === 'gamestate' && (e.args[0] as GameState).game?.id === game.id);
    expect(foreign).toHaveLength(0);

    // A session used once is gone: a second reconnect with it is a new connection, sent the whole arrival.
    const a3 = await reconnect('lobby1', ann, annSession);
    expect(a3.socket.recovered).toBe(false);
    expect(a3.socket.id).not.toBe(annSession.id);
    await a3.next<GameState>('gamestate', (m) => m.game?.id === game.id);

    [a, b, c, a2, c2, a3].forEach((x) => x.close());
  }, 60_000);
});
