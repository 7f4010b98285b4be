import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSaveResponse, SessionsResponse } from '../../src/protocol/account';
import { users } from '../../src/server/db/schema';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { call, GIF_1x1, JPEG_HEAD, login, NOT_AN_IMAGE, PNG_1x1, register, type Session } from './accountSupport';

const baseSettings = {
  background: 'ember',
  cardSize: 'large',
  useSquareCards: true,
  eloOptOut: false,
  optionSettings: { bluffTimer: 3, alertTimer: 7, leftMode: false, confirmOneClick: true },
};

describe.each(databaseKinds())('accounts: profile, sessions and block list on %s', (kind) => {
  let t: TestServer;
  let admin: Session;
  let ann: Session;
  const as = (s: Session | undefined, method: string, path: string, body?: unknown) => call(t.url, method, path, body, s?.token);
  const stored = async (username: string) => (await t.server.ctx.db.select().from(users).where(eq(users.usernameLower, username)))[0];

  beforeAll(async () => {
    t = await startTestServer(kind);
    await register(t.url, 'admin');
    await register(t.url, 'ann');
    await register(t.url, 'bob');
    admin = await login(t.url, 'admin');
    ann = await login(t.url, 'ann');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('saves avatar, email and settings, returns a new token, and serves the avatar by content type', async () => {
    const res = await as(ann, 'PUT', '/api/account/ann', { email: 'ann2@example.test', avatar: PNG_1x1, settings: baseSettings });
    expect(res.status).toBe(200);
    const body = ProfileSaveResponse.parse(res.body);
    expect(body.user.email).toBe('ann2@example.test');
    expect(body.user.settings).toMatchObject({ background: 'ember', cardSize: 'large', useSquareCards: true });
    expect(body.user.settings.optionSettings).toMatchObject({ bluffTimer: 3, alertTimer: 7, leftMode: false, dontIceTrapOwnUnits: true });
    expect(body.user.avatar).toMatch(/^\/avatar\/[0-9a-f-]{36}$/);
    const img = await fetch(`${t.url}${body.user.avatar}`);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(Buffer.from(PNG_1x1, 'base64'))).toBe(true);
    expect((await as({ ...ann, token: body.token }, 'POST', '/api/account/checkauth')).status).toBe(200);
    // A GIF replaces it; the old file is gone.
    const gif = ProfileSaveResponse.parse((await as(ann, 'PUT', '/api/account/ann', { email: 'ann2@example.test', avatar: `data:image/gif;base64,${GIF_1x1}`, settings: baseSettings })).body);
    expect((await fetch(`${t.url}${gif.user.avatar}`)).headers.get('content-type')).toBe('image/gif');
    expect((await fetch(`${t.url}${body.user.avatar}`)).status).toBe(404);
  });

  it.each([
    [{ avatar: NOT_AN_IMAGE }, 'Unsupported image format'],
    [{ avatar: '%%%not base64%%%' }, 'Unsupported image format'],
    [{ avatar: Buffer.concat([Buffer.from(PNG_1x1, 'base64'), Buffer.alloc(102400)]).toString('base64') }, 'Image must be less than 100KB in size'],
    [{ customBackground: GIF_1x1 }, 'File must be an image'],
    [{ customBackground: NOT_AN_IMAGE }, 'File must be an image'],
    [{ customBackground: Buffer.concat([Buffer.from(JPEG_HEAD, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString('base64') }, 'File must be less than 5MB'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'You must specify an email address'],
    [{ password: '123' }, 'Password must be at least 6 characters'],
    [{ email: 'bob@example.test' }, 'An account with that email already exists, please use another'],
    [{ settings: { ...baseSettings, cardSize: 'huge' } }, undefined],
    [{ settings: { ...baseSettings, optionSettings: { bluffTimer: 11 } } }, undefined],
    [{ settings: { ...baseSettings, optionSettings: { alertTimer: 2.5 } } }, undefined],
    [{ settings: 'yes' }, undefined],
  ])('refuses profile %# without changing anything', async (change, message) => {
    const before = await stored('ann');
    const res = await as(ann, 'PUT', '/api/account/ann', { email: 'ann2@example.test', settings: baseSettings, ...change });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    if (message) expect(res.body.message).toBe(message);
    expect(await stored('ann')).toEqual(before);
  });

  it('uploads a custom background, served from /files, and removes the avatar with null', async () => {
    const res = ProfileSaveResponse.parse(
      (await as(ann, 'PUT', '/api/account/ann', { email: 'ann2@example.test', avatar: null, customBackground: JPEG_HEAD, settings: { ...baseSettings, background: 'custom' } })).body,
    );
    expect(res.user.avatar).toBeNull();
    expect(res.user.settings.background).toBe('custom');
    const file = await fetch(`${t.url}${res.user.settings.customBackground}`);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${t.url}/files/not-a-uuid`)).status).toBe(404);
    expect((await fetch(`${t.url}/avatar/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
  });

  it('changes the password: the old one stops working and other sessions end', async () => {
    const other = await login(t.url, 'ann');
    const res = await as(ann, 'PUT', '/api/account/ann', { email: 'ann2@example.test', password: 'new-secret', settings: baseSettings });
    expect(res.status).toBe(200);
    expect((await call(t.url, 'POST', '/api/account/token', { token: other.refreshToken })).status).toBe(401);
    expect((await call(t.url, 'POST', '/api/account/login', { username: 'ann', password: 'secret123' })).status).toBe(401);
    ann = await login(t.url, 'ann', 'new-secret');
  });

  it('lets only the user (or a user manager) touch /api/account/{username}', async () => {
    expect((await as(undefined, 'GET', '/api/account/ann/sessions')).status).toBe(401);
    expect((await as(ann, 'GET', '/api/account/bob/sessions')).status).toBe(403);
    expect((await as(ann, 'GET', '/api/account/bob/blocklist')).status).toBe(403);
    expect((await as(ann, 'PUT', '/api/account/bob', { email: 'x@y.zz', settings: baseSettings })).status).toBe(403);
    expect((await as(ann, 'DELETE', '/api/account/bob/sessions/00000000-0000-0000-0000-000000000000')).status).toBe(403);
    expect((await as(admin, 'GET', '/api/account/bob/sessions')).status).toBe(200);
    expect((await as(admin, 'GET', '/api/account/nobody/sessions')).status).toBe(404);
  });

  it('lists sessions with ip and lastUsed, and removing the current one logs that token out', async () => {
    const beforeIds = SessionsResponse.parse((await as(ann, 'GET', '/api/account/ann/sessions')).body).tokens.map((s) => s.id);
    const second = await login(t.url, 'ann', 'new-secret');
    const list = SessionsResponse.parse((await as(ann, 'GET', '/api/account/ann/sessions')).body);
    expect(list.tokens.length).toBeGreaterThanOrEqual(2);
    expect(list.tokens.find((s) => s.current)).toBeTruthy();
    expect(list.tokens[0].ip).toMatch(/127\.0\.0\.1/);
    expect(Number.isNaN(Date.parse(list.tokens[0].lastUsed))).toBe(false);
    const secondId = list.tokens.find((s) => !beforeIds.includes(s.id))!.id;
    expect((await as(ann, 'DELETE', `/api/account/ann/sessions/${secondId}`)).body).toEqual({ success: true, tokenId: secondId });
    expect((await as(second, 'GET', '/api/account/ann/sessions')).status).toBe(401);
    expect((await call(t.url, 'POST', '/api/account/token', { token: second.refreshToken })).status).toBe(401);
    expect((await as(ann, 'DELETE', `/api/account/ann/sessions/${secondId}`)).status).toBe(404);
    expect((await as(ann, 'DELETE', '/api/account/ann/sessions/garbage')).status).toBe(404);
  });

  it('adds to and removes from the block list with the spec messages', async () => {
    expect((await as(ann, 'GET', '/api/account/ann/blocklist')).body).toEqual({ success: true, blockList: [] });
    expect((await as(ann, 'POST', '/api/account/ann/blocklist', {})).body.message).toBe('You must specify a username to block');
    expect((await as(ann, 'POST', '/api/account/ann/blocklist', { username: '  ' })).body.message).toBe('You must specify a username to block');
    expect((await as(ann, 'POST', '/api/account/ann/blocklist', { username: 42 })).status).toBe(400);
    expect((await as(ann, 'POST', '/api/account/ann/blocklist', { username: 'ghost' })).body.message).toBe('User was not found.');
    const added = await as(ann, 'POST', '/api/account/ann/blocklist', { username: 'BOB' });
    expect(added.body).toMatchObject({ success: true, username: 'bob', user: { blockList: ['bob'] } });
    expect((await as(ann, 'POST', '/api/account/ann/blocklist', { username: 'bob' })).status).toBe(409);
    expect((await as(ann, 'GET', '/api/account/ann/blocklist')).body).toEqual({ success: true, blockList: ['bob'] });
    const removed = await as(ann, 'DELETE', '/api/account/ann/blocklist/Bob');
    expect(removed.body).toMatchObject({ success: true, user: { blockList: [] } });
    expect((await as(ann, 'DELETE', '/api/account/ann/blocklist/bob')).status).toBe(404);
  });
});

describe('accounts: rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    process.env.RATE_LIMIT_LOGIN = '3';
    t = await startTestServer('pglite');
    delete process.env.RATE_LIMIT_LOGIN;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers 429 in the failure shape once an IP exceeds the login limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t.url, 'POST', '/api/account/login', { username: 'x', password: 'y' })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await call(t.url, 'POST', '/api/account/login', { username: 'x', password: 'y' });
    expect(res.body).toEqual({ success: false, message: 'Too many attempts, please wait a while and try again' });
  });
});
