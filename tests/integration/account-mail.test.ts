import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../src/server/db/schema';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { call, decodeQuotedPrintable, login, register, solvedCaptcha, startMailServer } from './accountSupport';

describe.each(databaseKinds())('accounts: activation and password reset by mail on %s', (kind) => {
  let t: TestServer;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  const post = (p: string, body?: unknown) => call(t.url, 'POST', p, body);
  beforeAll(async () => {
    mail = await startMailServer();
    t = await startTestServer(kind, { SMTP_URL: mail.url, CAPTCHA_MAX_NUMBER: '2000' });
    await register(t.url, 'admin'); // the first account is active at once
  });
  afterAll(async () => {
    await t?.stop();
    await mail?.close();
  });

  it('mails an activation link; the account logs in only after following it, once', async () => {
    await register(t.url, 'maileduser');
    expect((await post('/api/account/login', { username: 'maileduser', password: 'secret123' })).body.message).toBe(
      'You must verify your account before trying to log in',
    );
    const link = await mail.linkFor('maileduser@example.test', 'activation');
    expect(link.origin).toBe(t.url);
    const id = link.searchParams.get('id');
    const token = link.searchParams.get('token');
    expect((await post('/api/account/activate', { id, token: `${token}x` })).status).toBe(404);
    expect((await post('/api/account/activate', { id, token })).body).toEqual({ success: true });
    expect((await post('/api/account/activate', { id, token })).status).toBe(404);
    await login(t.url, 'maileduser');
  });

  it('mails the activation link to the site itself, whatever X-Forwarded-Host and -Proto say', async () => {
    const res = await fetch(`${t.url}/api/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ username: 'hostileuser', email: 'hostileuser@example.test', password: 'secret123' }),
    });
    expect(res.status).toBe(201);
    expect((await mail.linkFor('hostileuser@example.test', 'activation')).origin).toBe(t.url);
  });

  it('refuses an expired activation link and malformed ones', async () => {
    await register(t.url, 'lateuser');
    const link = await mail.linkFor('lateuser@example.test', 'activation');
    const id = link.searchParams.get('id')!;
    await t.server.ctx.db.update(accountTokens).set({ expires: new Date(Date.now() - 1) }).where(eq(accountTokens.id, id));
    expect((await post('/api/account/activate', { id, token: link.searchParams.get('token') })).status).toBe(404);
    expect((await post('/api/account/activate', { id: 'nope', token: 'x' })).status).toBe(400);
    expect((await post('/api/account/activate', {})).status).toBe(400);
  });

  it('asks for the username and a solved captcha with the spec messages', async () => {
    expect((await post('/api/account/password-reset', { captcha: 'x' })).body.message).toBe('You must enter your username or email address.');
    expect((await post('/api/account/password-reset', { username: 'admin' })).body.message).toBe('You must complete the captcha.');
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: 1, derivedKey: 'ab' } })).toString('base64');
    expect((await post('/api/account/password-reset', { username: 'admin', captcha: forged })).status).toBe(400);
    expect((await post('/api/account/password-reset', { username: 'admin', captcha: 'not base64 json' })).status).toBe(400);
  });

  it('resets a password from the mailed link once, logging out every session', async () => {
    const before = await login(t.url, 'maileduser');
    const captcha = await solvedCaptcha(t.url);
    expect((await post('/api/account/password-reset', { username: 'MailedUser@example.test', captcha })).body).toEqual({ success: true });
    // The same solved captcha works once only.
    expect((await post('/api/account/password-reset', { username: 'maileduser', captcha })).status).toBe(400);
    const link = await mail.linkFor('maileduser@example.test', 'reset-password');
    const id = link.searchParams.get('id');
    const token = link.searchParams.get('token');
    expect((await post('/api/account/password-reset-finish', { id, token, newPassword: '123' })).body.message).toBe(
      'Password must be at least 6 characters',
    );
    expect((await post('/api/account/password-reset-finish', { id, token, newPassword: 'brand-new' })).body).toEqual({ success: true });
    expect((await post('/api/account/password-reset-finish', { id, token, newPassword: 'again-new' })).status).toBe(404);
    expect((await post('/api/account/login', { username: 'maileduser', password: 'secret123' })).status).toBe(401);
    await login(t.url, 'maileduser', 'brand-new');
    expect((await post('/api/account/token', { token: before.refreshToken })).status).toBe(401);
  });

  it('answers the same for an unknown name, and sends nothing', async () => {
    const count = mail.messages.length;
    const res = await post('/api/account/password-reset', { username: 'ghost', captcha: await solvedCaptcha(t.url) });
    expect(res.body).toEqual({ success: true });
    // A reset asked for afterwards is mailed: the ghost's mail, had there been one, was sent before it.
    await post('/api/account/password-reset', { username: 'admin', captcha: await solvedCaptcha(t.url) });
    await mail.linkFor('admin@example.test', 'reset-password');
    expect(mail.messages.length).toBe(count);
  });

  it('refuses an expired reset link', async () => {
    await post('/api/account/password-reset', { username: 'admin', captcha: await solvedCaptcha(t.url) });
    const link = await mail.linkFor('admin@example.test', 'reset-password');
    const id = link.searchParams.get('id')!;
    await t.server.ctx.db.update(accountTokens).set({ expires: new Date(Date.now() - 1) }).where(eq(accountTokens.id, id));
    const res = await post('/api/account/password-reset-finish', { id, token: link.searchParams.get('token'), newPassword: 'whatever1' });
    expect(res.status).toBe(404);
    await login(t.url, 'admin');
  });
});

describe('accounts: mail without SMTP goes to the outbox', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { CAPTCHA_MAX_NUMBER: '2000' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('writes the reset mail as an .eml file with its link', async () => {
    await register(t.url, 'outboxer');
    await call(t.url, 'POST', '/api/account/password-reset', { username: 'outboxer', captcha: await solvedCaptcha(t.url) });
    const outbox = path.join(t.dataDir, 'outbox');
    await expect.poll(() => { try { return readdirSync(outbox).length; } catch { return 0; } }, { timeout: 10_000 }).toBe(1);
    const eml = decodeQuotedPrintable(readFileSync(path.join(outbox, readdirSync(outbox)[0]), 'utf8'));
    expect(eml).toContain('To: outboxer@example.test');
    expect(eml).toMatch(/http:\/\/127\.0\.0\.1:\d+\/reset-password\?id=[0-9a-f-]{36}&token=/);
  });
});
