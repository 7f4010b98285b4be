import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { startTestServer, type TestServer } from '../support/server';
import { PASSWORD, call, createUser, type TestUser } from './adminHelpers';

const BANNED = 'Access from your address has been blocked';
const TOO_MANY = 'Too many attempts, please wait a while and try again';
const from = (forwardedFor: string) => ({ 'x-forwarded-for': forwardedFor });

/** A socket whose handshake carries X-Forwarded-For; resolves 'connected' or the connect error's message. */
function socketFrom(t: TestServer, forwardedFor: string): Promise<string> {
  const socket: Socket = connect(t.url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: from(forwardedFor),
    reconnection: false,
    timeout: 10_000,
  });
  return new Promise((resolve) => {
    socket.on('connect', () => {
      socket.close();
      resolve('connected');
    });
    socket.on('connect_error', (err) => {
      socket.close();
      resolve(err.message);
    });
  });
}

/** A server whose login limit is 3 a minute per address (read from the environment at start). */
async function startWithLoginLimit(env: Record<string, string>): Promise<TestServer> {
  process.env.RATE_LIMIT_LOGIN = '3';
  try {
    return await startTestServer('pglite', env);
  } finally {
    delete process.env.RATE_LIMIT_LOGIN;
  }
}

const wrongLogin = (t: TestServer, forwardedFor: string) =>
  call(t, 'POST', '/api/account/login', { body: { username: 'victim', password: 'wrong password' }, headers: from(forwardedFor) });

describe('proxy headers from a peer that is not a listed proxy (TRUST_PROXY unset)', () => {
  let t: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startWithLoginLimit({});
    admin = await createUser(t, 'banadmin', { permissions: { canManageBanlist: true } });
    await createUser(t, 'victim');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('a new X-Forwarded-For on every guess does not escape the login limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await wrongLogin(t, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await wrongLogin(t, '198.51.100.99')).body).toEqual({ success: false, message: TOO_MANY });
  });

  it('a banned address stays banned whatever X-Forwarded-For it sends, on HTTP and sockets', async () => {
    // The peer's real address is 127.0.0.1; a forged header must not launder it.
    expect((await call(t, 'POST', '/api/banlist', { token: admin.token, body: { ip: '127.0.0.1' } })).status).toBe(200);
    const token = await call(t, 'POST', '/api/account/token', { body: { token: 'x' }, headers: from('198.51.100.7') });
    expect(token).toEqual({ status: 403, body: { success: false, message: BANNED } });
    const register = await call(t, 'POST', '/api/account/register', {
      body: { username: 'newcomer', email: 'newcomer@example.test', password: 'secret1' },
      headers: from('198.51.100.7'),
    });
    expect(register.status).toBe(403);
    expect(await socketFrom(t, '198.51.100.7')).not.toBe('connected');
  });
});

describe('proxy headers from a listed proxy (TRUST_PROXY=127.0.0.0/8)', () => {
  let t: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startWithLoginLimit({ TRUST_PROXY: '10.0.0.1, 127.0.0.0/8' });
    admin = await createUser(t, 'banadmin', { permissions: { canManageBanlist: true } });
    await createUser(t, 'victim');
    await createUser(t, 'player');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('counts the login limit per forwarded client', async () => {
    const first: number[] = [];
    for (let i = 0; i < 4; i++) first.push((await wrongLogin(t, '203.0.113.1')).status);
    expect(first).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy is not limited by the first one's guesses.
    expect((await wrongLogin(t, '203.0.113.2')).status).toBe(401);
  });

  it('bans the forwarded client, taking the address the proxy saw rather than one the client prepended', async () => {
    const ip = '203.0.113.7';
    expect((await call(t, 'POST', '/api/banlist', { token: admin.token, body: { ip } })).status).toBe(200);
    const login = (forwardedFor: string) =>
      call(t, 'POST', '/api/account/login', { body: { username: 'player', password: PASSWORD }, headers: from(forwardedFor) });

    expect(await login(ip)).toEqual({ status: 403, body: { success: false, message: BANNED } });
    // The client wrote "198.51.100.1" itself; the proxy appended the address it really came from.
    expect((await login(`198.51.100.1, ${ip}`)).status).toBe(403);
    // Claiming the banned address does not get anyone else banned: the proxy saw 198.51.100.2.
    expect((await login(`${ip}, 198.51.100.2`)).status).toBe(200);

    expect(await socketFrom(t, ip)).not.toBe('connected');
    expect(await socketFrom(t, `198.51.100.1, ${ip}`)).not.toBe('connected');
    expect(await socketFrom(t, `${ip}, 198.51.100.2`)).toBe('connected');
  });
});

describe('the TRUST_PROXY setting', () => {
  it('takes IPv4 and IPv6 addresses and CIDR ranges, and refuses anything else at start', () => {
    const ok = loadConfig({ DATA_DIR: '/tmp/emberhall-config-test', TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1, fd00::/8' });
    expect(ok.trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8']);
    expect(loadConfig({ DATA_DIR: '/tmp/emberhall-config-test' }).trustProxy).toEqual([]);
    for (const bad of ['true', '10.0.0.1/33', 'proxy.example', '::1/129', '10.0.0/8']) {
      expect(() => loadConfig({ DATA_DIR: '/tmp/emberhall-config-test', TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
