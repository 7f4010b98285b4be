import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banlist } from '../../src/server/db/schema';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { PASSWORD, call, createUser, startRedis, type TestUser } from './adminHelpers';

const BANNED = 'Access from your address has been blocked';
const from = (ip: string) => ({ 'x-forwarded-for': ip });
/** The tests stand in for a reverse proxy listed in TRUST_PROXY, so their X-Forwarded-For names the client. */
const behindProxy = { TRUST_PROXY: '127.0.0.1' };

/** Connects a socket as if from ip; resolves 'connected' or the connect error's message. */
function socketFrom(t: TestServer, ip: string): Promise<{ result: string; socket: Socket }> {
  const socket = connect(t.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: from(ip), reconnection: false, timeout: 10_000 });
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ result: 'connected', socket }));
    socket.on('connect_error', (err) => resolve({ result: err.message, socket }));
  });
}

describe.each(databaseKinds())('ban list effect on %s', (kind) => {
  let t: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestServer(kind, behindProxy);
    admin = await createUser(t, 'banadmin', { permissions: { canManageBanlist: true } });
    await createUser(t, 'player');
  });
  afterAll(async () => {
    await t?.stop();
  });

  const login = (ip: string) => call(t, 'POST', '/api/account/login', { body: { username: 'player', password: PASSWORD }, headers: from(ip) });

  it('refuses a banned address at login, register, refresh and socket connect, at once', async () => {
    const ip = '203.0.113.7';
    // Before the ban: the address works everywhere (and the ban cache has read the list).
    const before = await login(ip);
    expect(before.status).toBe(200);
    const refreshToken = before.body.refreshToken as string;
    const early = await socketFrom(t, ip);
    expect(early.result).toBe('connected');
    const dropped = new Promise<string>((resolve) => early.socket.on('disconnect', resolve));

    const added = await call(t, 'POST', '/api/banlist', { token: admin.token, body: { ip } });
    expect(added.body).toMatchObject({ success: true, entry: { ip, user: 'banadmin' } });

    // A socket already open from that address is dropped.
    expect(await dropped).toBeTruthy();
    expect(await login(ip)).toEqual({ status: 403, body: { success: false, message: BANNED } });
    const register = await call(t, 'POST', '/api/account/register', {
      body: { username: 'newcomer', email: 'newcomer@example.test', password: 'secret1' },
      headers: from(ip),
    });
    expect(register.status).toBe(403);
    expect((await call(t, 'POST', '/api/account/token', { body: { token: refreshToken }, headers: from(ip) })).status).toBe(403);
    const late = await socketFrom(t, ip);
    late.socket.close();
    expect(late.result).not.toBe('connected');

    // Other addresses are untouched.
    expect((await login('203.0.113.8')).status).toBe(200);
    const other = await socketFrom(t, '203.0.113.8');
    other.socket.close();
    expect(other.result).toBe('connected');

    // Removing the entry lifts the ban at once too.
    const id = (added.body.entry as { id: number }).id;
    expect((await call(t, 'DELETE', `/api/banlist/${id}`, { token: admin.token })).body).toEqual({ success: true, id });
    expect((await login(ip)).status).toBe(200);
  });

  it('bans IPv6 addresses and refuses a duplicate entry', async () => {
    const added = await call(t, 'POST', '/api/banlist', { token: admin.token, body: { ip: '2001:DB8::1' } });
    expect(added.body).toMatchObject({ success: true, entry: { ip: '2001:db8::1' } });
    expect((await login('2001:db8::1')).status).toBe(403);
    const again = await call(t, 'POST', '/api/banlist', { token: admin.token, body: { ip: '2001:db8::1' } });
    expect(again.status).toBe(400);
    const list = await call(t, 'GET', '/api/banlist', { token: admin.token });
    expect(list.body.banlist).toEqual([expect.objectContaining({ ip: '2001:db8::1', user: 'banadmin' })]);
  });
});

describe('ban list in cluster mode', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    redis = await startRedis();
    if (!redis) return;
    a = await startTestServer('pglite', { REDIS_URL: redis.url, ...behindProxy });
    b = await startTestServer('pglite', { REDIS_URL: redis.url, ...behindProxy });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    redis?.stop();
  });

  it('drops every process cache when one process changes the list', async (context) => {
    if (!redis) return context.skip();
    const adminA = await createUser(a, 'clusteradmin', { permissions: { canManageBanlist: true } });
    await createUser(b, 'player');
    const ip = '203.0.113.50';
    const loginB = () => call(b, 'POST', '/api/account/login', { body: { username: 'player', password: PASSWORD }, headers: from(ip) });
    expect((await loginB()).status).toBe(200); // b has now cached "nobody is banned"
    // Cluster processes share PostgreSQL; these test servers have a PGlite each, so the row that a
    // shared database would hold is written into b's database directly.
    await b.server.ctx.db.insert(banlist).values({ ip, addedBy: 'clusteradmin' });
    expect((await call(a, 'POST', '/api/banlist', { token: adminA.token, body: { ip } })).status).toBe(200);
    await expect.poll(async () => (await loginB()).status, { timeout: 5000 }).toBe(403);
  });
});
