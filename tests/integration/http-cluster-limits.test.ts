import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { solvedCaptcha } from './accountSupport';
import { PASSWORD, call, createUser } from './adminHelpers';
import { clusterSkipReason, REDIS_URL } from './clusterSupport';

const CAPTCHA_NEEDED = 'Too many failed logins for this account: please complete the captcha and try again';

/**
 * Two server processes' worth of HTTP edge sharing one Redis under one REDIS_PREFIX, as lobby processes
 * of a cluster do: what one of them counted or saw solved, the other knows.
 */
describe('limits shared through Redis', () => {
  let skip: string | null = null;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    skip = await clusterSkipReason();
    if (skip) return;
    const env = {
      REDIS_URL,
      REDIS_PREFIX: `emberhall-test-${randomUUID()}:`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CAPTCHA_MAX_NUMBER: '2000',
      TRUST_PROXY: '127.0.0.1',
    };
    process.env.RATE_LIMIT_LOGIN = '4';
    process.env.RATE_LIMIT_LOGIN_ACCOUNT = '3';
    try {
      a = await startTestServer('pglite', env);
      b = await startTestServer('pglite', env);
    } finally {
      delete process.env.RATE_LIMIT_LOGIN;
      delete process.env.RATE_LIMIT_LOGIN_ACCOUNT;
    }
    // Cluster processes share one database; these have one each, so the account is written to both.
    await createUser(a, 'victim');
    await createUser(b, 'victim');
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  const login = (t: TestServer, ip: string, password = 'wrong password', captcha?: string) =>
    call(t, 'POST', '/api/account/login', { body: { username: 'victim', password, captcha }, headers: { 'x-forwarded-for': ip } });

  it('counts one address against the login limit across processes', async (context) => {
    if (skip) return context.skip(skip);
    const statuses = [];
    for (const t of [a, b, a, b, a, b]) {
      const res = await call(t, 'POST', '/api/account/login', { body: { username: 'nobody', password: 'x' }, headers: { 'x-forwarded-for': '203.0.113.10' } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('accepts a solved captcha once across processes', async (context) => {
    if (skip) return context.skip(skip);
    const captcha = await solvedCaptcha(a.url);
    expect((await call(b, 'POST', '/api/account/password-reset', { body: { username: 'victim', captcha } })).body).toEqual({ success: true });
    const again = await call(a, 'POST', '/api/account/password-reset', { body: { username: 'victim', captcha } });
    expect(again).toEqual({ status: 400, body: { success: false, message: 'You must complete the captcha.' } });
  });

  it("counts an account's failed logins across processes", async (context) => {
    if (skip) return context.skip(skip);
    // Three addresses, three failures (the limit here), shared between the two processes.
    for (let i = 0; i < 3; i++) expect((await login(i % 2 ? a : b, `198.51.100.${i}`)).status).toBe(401);
    expect((await login(a, '198.51.100.20', PASSWORD)).body.message).toBe(CAPTCHA_NEEDED);
    expect((await login(b, '198.51.100.21', PASSWORD)).body.message).toBe(CAPTCHA_NEEDED);
    expect((await login(b, '198.51.100.22', PASSWORD, await solvedCaptcha(a.url))).status).toBe(200);
  });
});
