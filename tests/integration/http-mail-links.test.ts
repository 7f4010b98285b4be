import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { decodeQuotedPrintable, register, solvedCaptcha } from './accountSupport';

/** A JSON POST with headers fetch will not send (Host); answers the status. */
function postWithHeaders(t: TestServer, route: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const url = new URL(route, t.url);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** The reset link of the one mail in the outbox (mail is sent after the answer, so this waits for it). */
async function outboxLink(t: TestServer): Promise<URL> {
  const outbox = path.join(t.dataDir, 'outbox');
  const files = () => {
    try {
      return readdirSync(outbox);
    } catch {
      return [];
    }
  };
  // Not a timing claim: the mail is written after the answer, later still on a loaded machine (1 s, poll's default, was not enough there).
  await expect.poll(() => files().length, { timeout: 10_000 }).toBe(1);
  const eml = decodeQuotedPrintable(readFileSync(path.join(outbox, files()[0]), 'utf8'));
  const match = eml.match(/https?:\/\/\S+\/reset-password\?\S+/);
  expect(match).not.toBeNull();
  return new URL(match![0]);
}

const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe.each([
  ['from an untrusted peer', {}],
  ['through a listed proxy (TRUST_PROXY)', { TRUST_PROXY: '127.0.0.1' }],
])('mailed links with hostile Host and X-Forwarded-Host headers %s', (_name, env: Record<string, string>) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { CAPTCHA_MAX_NUMBER: '2000', ...env });
    await register(t.url, 'victim');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('point at the site itself, never at a host named in the request', async () => {
    const status = await postWithHeaders(t, '/api/account/password-reset', { username: 'victim', captcha: await solvedCaptcha(t.url) }, hostile);
    expect(status).toBe(200);
    const link = await outboxLink(t);
    // With PUBLIC_URL unset, the configured origin: the address the server listens on.
    expect(link.origin).toBe(t.url);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });
});
