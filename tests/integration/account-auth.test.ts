import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponse, permissionNames } from '../../src/protocol/account';
import { invalidateBanCache } from '../../src/server/auth/banlist';
import { banlist, sessions, users } from '../../src/server/db/schema';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { call, login, register } from './accountSupport';

describe.each(databaseKinds())('accounts: register, login, tokens on %s', (kind) => {
  let t: TestServer;
  const post = (path: string, body?: unknown, token?: string) => call(t.url, 'POST', path, body, token);
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('makes the first account an active administrator with every permission', async () => {
    const res = await register(t.url, 'Founder');
    expect(res.status).toBe(201);
    const session = AuthResponse.parse((await post('/api/account/login', { username: 'founder', password: 'secret123' })).body);
    expect(session.user.username).toBe('Founder');
    for (const p of permissionNames) expect(session.user.permissions[p]).toBe(true);
    expect(session.user.settings.optionSettings).toMatchObject({ alertTimer: 5, bluffTimer: 0, leftMode: true });
  });

  it('starts later accounts active without SMTP, with no permissions', async () => {
    await register(t.url, 'second');
    const s = await login(t.url, 'second');
    expect(s.user.permissions).toEqual({});
    expect(s.user.verified).toBe(true);
  });

  it.each([
    [{ email: 'a@b.cd', password: 'secret123' }, 'You must specify a username'],
    [{ username: '', email: 'a@b.cd', password: 'secret123' }, 'You must specify a username'],
    [{ username: 'ab', email: 'a@b.cd', password: 'secret123' }, 'Username must be at least 3 characters and no more than 15 characters long'],
    [{ username: 'a'.repeat(16), email: 'a@b.cd', password: 'secret123' }, 'Username must be at least 3 characters and no more than 15 characters long'],
    [{ username: 'bad name!', email: 'a@b.cd', password: 'secret123' }, 'Usernames must only use the characters a-z, 0-9, _ and -'],
    [{ username: 'newbie', password: 'secret123' }, 'You must specify an email address'],
    [{ username: 'newbie', email: 'nope', password: 'secret123' }, 'Please enter a valid email address'],
    [{ username: 'newbie', email: 'a@b.cd' }, 'You must specify a password'],
    [{ username: 'newbie', email: 'a@b.cd', password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: 123, email: 'a@b.cd', password: 'secret123' }, 'You must specify a username'],
    [{ username: 'newbie', email: ['x'], password: 'secret123' }, 'You must specify an email address'],
  ])('refuses registration %j with the spec message', async (body, message) => {
    const res = await post('/api/account/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });

  it('refuses a taken name or email whatever the case', async () => {
    expect((await post('/api/account/register', { username: 'SECOND', email: 'x@example.test', password: 'secret123' })).body.message).toBe(
      'An account with that name already exists, please choose another',
    );
    expect((await post('/api/account/register', { username: 'third', email: 'Second@Example.test', password: 'secret123' })).body.message).toBe(
      'An account with that email already exists, please use another',
    );
  });

  it('answers bad JSON, a non-object and a huge body without crashing or storing anything', async () => {
    const before = (await t.server.ctx.db.select().from(users)).length;
    expect((await post('/api/account/register', '{"username":')).status).toBe(400);
    expect((await post('/api/account/register', '[1,2,3]')).status).toBe(400);
    expect((await post('/api/account/register', 'null')).status).toBe(400);
    const huge = await post('/api/account/register', { username: 'huge', email: 'h@e.test', password: 'x'.repeat(9 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await post('/api/account/login', { username: 'second', password: 'x'.repeat(5000) })).status).toBe(400);
    expect((await t.server.ctx.db.select().from(users)).length).toBe(before);
    expect((await call(t.url, 'GET', '/api/cards')).status).toBe(200);
  });

  it('logs in with the spec messages for missing or wrong credentials', async () => {
    expect((await post('/api/account/login', { password: 'x' })).body).toEqual({ success: false, message: 'You must specify a username' });
    expect((await post('/api/account/login', { username: 'second' })).body).toEqual({ success: false, message: 'You must specify a password' });
    const wrong = await post('/api/account/login', { username: 'second', password: 'wrong-one' });
    expect(wrong).toEqual({ status: 401, body: { success: false, message: 'Invalid username/password' } });
    const unknown = await post('/api/account/login', { username: 'nobody', password: 'secret123' });
    expect(unknown).toEqual({ status: 401, body: { success: false, message: 'Invalid username/password' } });
    const byEmail = await post('/api/account/login', { username: 'second@example.test', password: 'secret123' });
    expect(byEmail.status).toBe(200);
  });

  it('checkauth answers the user for a valid access token and 401 otherwise', async () => {
    const s = await login(t.url, 'second');
    const ok = await post('/api/account/checkauth', undefined, s.token);
    expect(ok.body).toMatchObject({ success: true, user: { username: 'second' } });
    expect((await post('/api/account/checkauth')).status).toBe(401);
    expect((await post('/api/account/checkauth', undefined, 'not.a.jwt')).status).toBe(401);
  });

  it('rotates refresh tokens, and revokes the session when a rotated token is reused', async () => {
    const s = await login(t.url, 'second');
    const first = await post('/api/account/token', { token: s.refreshToken });
    expect(first.status).toBe(200);
    const next = AuthResponse.parse(first.body);
    expect(next.refreshToken).not.toBe(s.refreshToken);
    // The old token again: treated as stolen, the session is gone for both holders.
    const reuse = await post('/api/account/token', { token: s.refreshToken });
    expect(reuse.status).toBe(401);
    expect((await post('/api/account/token', { token: next.refreshToken })).status).toBe(401);
    expect((await post('/api/account/checkauth', undefined, next.token)).status).toBe(401);
  });

  it('refuses an expired or unknown refresh token, and bad token input', async () => {
    const s = await login(t.url, 'second');
    await t.server.ctx.db.update(sessions).set({ expires: new Date(Date.now() - 1000) });
    expect((await post('/api/account/token', { token: s.refreshToken })).status).toBe(401);
    expect((await post('/api/account/token', { token: 'made-up' })).status).toBe(401);
    expect((await post('/api/account/token', { token: 42 })).status).toBe(400);
    expect((await post('/api/account/token', {})).status).toBe(400);
  });

  it('logout revokes the session of the refresh token', async () => {
    const s = await login(t.url, 'second');
    expect((await post('/api/account/logout', { token: s.refreshToken }, s.token)).body).toEqual({ success: true });
    expect((await post('/api/account/token', { token: s.refreshToken })).status).toBe(401);
    const s2 = await login(t.url, 'second');
    await post('/api/account/logout', undefined, s2.token);
    expect((await post('/api/account/token', { token: s2.refreshToken })).status).toBe(401);
  });

  it('refuses a banned IP at login, register and refresh', async () => {
    const s = await login(t.url, 'second');
    await t.server.ctx.db.insert(banlist).values({ ip: '127.0.0.1', addedBy: 'Founder' });
    invalidateBanCache(t.server.ctx);
    expect((await post('/api/account/login', { username: 'second', password: 'secret123' })).status).toBe(403);
    expect((await post('/api/account/register', { username: 'spammer', email: 's@e.test', password: 'secret123' })).status).toBe(403);
    expect((await post('/api/account/token', { token: s.refreshToken })).status).toBe(403);
    await t.server.ctx.db.delete(banlist).where(eq(banlist.ip, '127.0.0.1'));
    invalidateBanCache();
    expect((await post('/api/account/token', { token: s.refreshToken })).status).toBe(200);
  });

  it('never returns the password hash', async () => {
    const s = await login(t.url, 'second');
    expect(JSON.stringify(s)).not.toContain('argon2');
  });
});
