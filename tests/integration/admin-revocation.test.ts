import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handoff } from '../../src/protocol/sockets';
import { GameClient, LobbyClient } from '../support/lobbyClient';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { randomUUID } from 'node:crypto';
import { PASSWORD, call, createUser, startRedis, type TestUser } from './adminHelpers';

/**
 * Revocation within a second, over real HTTP and sockets. For each trigger (logout, a removed session,
 * disabling, a removed right) a user who logged in for real holds an access token and an open lobby
 * socket; after the trigger the old token is refused and the socket can no longer do what it could,
 * checked by polling with a one-second deadline (the token itself would live 15 minutes).
 */
type Login = { token: string; refreshToken: string };
const SECOND = { timeout: 1000, interval: 20 };

describe.each(databaseKinds())('revocation on %s', (kind) => {
  let t: TestServer;
  let admin: TestUser;
  const open: LobbyClient[] = [];
  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await createUser(t, 'chief', {
      permissions: { canManageUsers: true, canManagePermissions: true, canManageNodes: true, canModerateChat: true, canManageBanlist: true },
    });
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await t?.stop();
  });

  const login = async (username: string): Promise<Login> => {
    const answer = await call(t, 'POST', '/api/account/login', { body: { username, password: PASSWORD } });
    expect(answer.status).toBe(200);
    return { token: answer.body.token as string, refreshToken: answer.body.refreshToken as string };
  };
  const socketFor = async (u: TestUser, session: Login) => {
    const c = await LobbyClient.connect(t.url, { ...u, token: session.token });
    open.push(c);
    await c.next('authenticated');
    return c;
  };
  const decks = async (session: Login) => (await call(t, 'GET', '/api/decks', { token: session.token })).status;
  /** A socket that comes back with the old token is not logged in. */
  const reconnectRefused = async (u: TestUser, session: Login) => {
    const again = await LobbyClient.connect(t.url, { ...u, token: session.token });
    open.push(again);
    await again.next('authfailed');
    expect(again.log.some((e) => e.event === 'authenticated')).toBe(false);
  };

  it('logout: the session that logged out loses its token and its socket; the other session keeps both', async () => {
    const u = await createUser(t, 'leaver');
    const [a, b] = [await login('leaver'), await login('leaver')];
    const [sa, sb] = [await socketFor(u, a), await socketFor(u, b)];
    expect(await decks(a)).toBe(200);

    expect((await call(t, 'POST', '/api/account/logout', { body: { token: a.refreshToken } })).status).toBe(200);
    await expect.poll(() => decks(a), SECOND).toBe(401);
    await expect.poll(() => sa.socket.connected, SECOND).toBe(false);
    await reconnectRefused(u, a);

    expect(await decks(b)).toBe(200);
    expect(sb.socket.connected).toBe(true);
    // Logging out with the access token alone (no refresh token) ends that session the same way.
    expect((await call(t, 'POST', '/api/account/logout', { token: b.token, body: {} })).status).toBe(200);
    await expect.poll(() => decks(b), SECOND).toBe(401);
    await expect.poll(() => sb.socket.connected, SECOND).toBe(false);
  });

  it('a removed session: its token and socket stop; the session that removed it goes on', async () => {
    const u = await createUser(t, 'twodevices');
    const [phone, laptop] = [await login('twodevices'), await login('twodevices')];
    const [sPhone, sLaptop] = [await socketFor(u, phone), await socketFor(u, laptop)];
    const list = await call(t, 'GET', '/api/account/twodevices/sessions', { token: laptop.token });
    const others = (list.body.tokens as { id: string; current: boolean }[]).filter((s) => !s.current);
    for (const s of others) {
      expect((await call(t, 'DELETE', `/api/account/twodevices/sessions/${s.id}`, { token: laptop.token })).status).toBe(200);
    }
    await expect.poll(() => decks(phone), SECOND).toBe(401);
    await expect.poll(() => sPhone.socket.connected, SECOND).toBe(false);
    await reconnectRefused(u, phone);
    expect(await decks(laptop)).toBe(200);
    expect(sLaptop.socket.connected).toBe(true);
  });

  it('disabling: every token, lobby socket and game socket of the user stops, and the refresh token too', async () => {
    const u = await createUser(t, 'troublemaker');
    const [a, b] = [await login('troublemaker'), await login('troublemaker')];
    const [sa, sb] = [await socketFor(u, a), await socketFor(u, b)];
    // A solo game against the bot, so the user also holds a game socket on the in-process node.
    const game = await sa.newGame({ gameFormat: 'solo' });
    await sa.ok('selectdeck', game.id, true, -1, false);
    const handoff = sa.next<Handoff>('handoff');
    await sa.ok('startgame', game.id);
    const ticket = await handoff;
    const playing = await GameClient.connect(t.url, ticket);
    expect(playing.socket.connected).toBe(true);
    const disabled = await call(t, 'PUT', '/api/user/troublemaker', { token: admin.token, body: { userToChange: { disabled: true } } });
    expect(disabled.status).toBe(200);
    await expect.poll(async () => [await decks(a), await decks(b)], SECOND).toEqual([401, 401]);
    await expect.poll(() => [sa.socket.connected, sb.socket.connected, playing.socket.connected], SECOND).toEqual([false, false, false]);
    await reconnectRefused(u, a);
    expect((await call(t, 'POST', '/api/account/token', { body: { token: b.refreshToken } })).status).toBe(401);
    // The 12-hour handoff token does not bring a disabled user back into the game.
    const again = io(`http://${ticket.address}:${ticket.port}${ticket.namespace}`, { path: ticket.path, transports: ['websocket'], auth: { token: ticket.token }, forceNew: true });
    const answer = await new Promise<string>((resolve) => {
      again.on('connect_error', (err) => resolve(err.message));
      again.on('gamestate', () => resolve('admitted'));
    });
    again.close();
    expect(answer).toBe('Your account is disabled');
  });

  it('a removed right: the old token and the open socket lose it at once, and stay logged in', async () => {
    const rights = { canManageNodes: true, canModerateChat: true, canManageBanlist: true };
    const u = await createUser(t, 'moderator', { permissions: rights });
    const session = await login('moderator');
    const socket = await socketFor(u, session);
    expect((await socket.emit('getnodestatus')).success).toBe(true);
    expect((await call(t, 'GET', '/api/banlist', { token: session.token })).status).toBe(200);
    const said = socket.next<{ id: number }>('lobbychat');
    await socket.ok('chat', 'a message to moderate');
    const messageId = (await said).id;

    const changed = await call(t, 'PUT', '/api/user/moderator', { token: admin.token, body: { userToChange: { permissions: {} } } });
    expect(changed.status).toBe(200);
    await expect.poll(async () => (await call(t, 'GET', '/api/banlist', { token: session.token })).status, SECOND).toBe(403);
    await expect.poll(async () => (await call(t, 'DELETE', `/api/messages/${messageId}`, { token: session.token })).status, SECOND).toBe(403);
    await expect.poll(async () => (await socket.emit('getnodestatus')).success, SECOND).toBe(false);
    // Still logged in: the token and the socket go on without the right.
    expect(await decks(session)).toBe(200);
    expect(socket.socket.connected).toBe(true);
  });
});

/**
 * Cluster mode: two lobby processes (here two servers in this process) over one PostgreSQL database
 * and a throwaway Redis. A change made through one reaches the sockets held by the other within a second.
 */
describe.skipIf(!process.env.DATABASE_URL)('revocation across lobby processes', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let a: TestServer;
  let b: TestServer;
  const open: LobbyClient[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    if (!redis) return;
    const shared = { REDIS_URL: redis.url, REDIS_PREFIX: `eh-revoke-${randomUUID().slice(0, 8)}:`, JWT_SECRET: randomUUID() + randomUUID() };
    a = await startTestServer('postgres', shared);
    b = await startTestServer('pglite', { ...shared, DATABASE_URL: a.server.ctx.config.databaseUrl! });
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await b?.stop();
    await a?.stop();
    redis?.stop();
  });

  it("disabling or a removed right on one process reaches the user's socket on the other", async (context) => {
    if (!redis) return context.skip();
    const chief = await createUser(a, 'clusterchief', { permissions: { canManageUsers: true, canManagePermissions: true, canManageNodes: true } });
    const nodes = await createUser(a, 'nodewatcher', { permissions: { canManageNodes: true } });
    const other = await createUser(a, 'elsewhere');
    const socket = async (u: TestUser) => {
      const c = await LobbyClient.connect(b.url, u);
      open.push(c);
      await c.next('authenticated');
      return c;
    };
    const [sNodes, sOther] = [await socket(nodes), await socket(other)];
    expect((await sNodes.emit('getnodestatus')).success).toBe(true);

    const change = (name: string, userToChange: unknown) => call(a, 'PUT', `/api/user/${name}`, { token: chief.token, body: { userToChange } });
    expect((await change('nodewatcher', { permissions: {} })).status).toBe(200);
    await expect.poll(async () => (await sNodes.emit('getnodestatus')).success, SECOND).toBe(false);
    expect(sNodes.socket.connected).toBe(true);

    expect((await change('elsewhere', { disabled: true })).status).toBe(200);
    await expect.poll(() => sOther.socket.connected, SECOND).toBe(false);
    expect((await call(b, 'GET', '/api/decks', { token: other.token })).status).toBe(401);
  });
});
