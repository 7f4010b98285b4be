import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { solvedCaptcha } from './accountSupport';
import { PASSWORD, call, createUser } from './adminHelpers';

const INVALID = 'Invalid username/password';
const CAPTCHA_NEEDED = 'Too many failed logins for this account: please complete the captcha and try again';

describe('per-account login limit', () => {
  let t: TestServer;
  let n = 0;
  // Every attempt comes from another address behind the listed proxy: the per-IP limit never applies.
  const login = (username: string, password: string, captcha?: string) =>
    call(t, 'POST', '/api/account/login', {
      body: { username, password, ...(captcha === undefined ? {} : { captcha }) },
      headers: { 'x-forwarded-for': `198.51.100.${++n}` },
    });

  beforeAll(async () => {
    t = await startTestServer('pglite', { CAPTCHA_MAX_NUMBER: '2000', TRUST_PROXY: '127.0.0.1' });
    await createUser(t, 'target');
    await createUser(t, 'bystander');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('asks for the captcha after 10 failures for one account, from any address, and lets the owner in with it', async () => {
    for (let i = 0; i < 10; i++) expect((await login('target', `guess ${i}`)).body.message).toBe(INVALID);
    // Now even the right password needs the captcha, by name or by email.
    expect(await login('target', PASSWORD)).toEqual({ status: 401, body: { success: false, message: CAPTCHA_NEEDED } });
    expect((await login('Target@example.test', PASSWORD)).body.message).toBe(CAPTCHA_NEEDED);
    expect((await login('target', PASSWORD, 'not a solved captcha')).body.message).toBe(CAPTCHA_NEEDED);
    // Other accounts are not affected.
    expect((await login('bystander', PASSWORD)).status).toBe(200);

    // A solved captcha buys one guess; a wrong password is still just wrong.
    const captcha = await solvedCaptcha(t.url);
    expect((await login('target', 'guess 11', captcha)).body.message).toBe(INVALID);
    expect((await login('target', PASSWORD, captcha)).body.message).toBe(CAPTCHA_NEEDED);
    const fresh = await login('target', PASSWORD, await solvedCaptcha(t.url));
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ success: true, user: { username: 'target' } });
    // The owner's success clears the count.
    expect((await login('target', PASSWORD)).status).toBe(200);
  });

  it('treats a name with no account the same way, so the captcha reveals nothing about which accounts exist', async () => {
    for (let i = 0; i < 10; i++) expect((await login('nobody', `guess ${i}`)).body.message).toBe(INVALID);
    expect((await login('nobody', PASSWORD)).body.message).toBe(CAPTCHA_NEEDED);
    expect((await login('nobody', PASSWORD, await solvedCaptcha(t.url))).body.message).toBe(INVALID);
  });
});
