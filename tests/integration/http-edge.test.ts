import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { connect as tcp } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { JPEG_HEAD } from './accountSupport';
import { call, createUser, type TestUser } from './adminHelpers';
import { legalDeck } from './decksSupport';

const TOO_LARGE = 'Request body too large: at most 16 KB without a login';
const TOO_DEEP = 'Request body nested too deeply: at most 32 levels';
const NOT_JSON = 'The request body is not valid JSON';
const MEDIA_TYPE = 'Unsupported content type: send application/json';

type Raw = { status: number; body: Record<string, unknown> };

/** A request through node:http: chunked bodies (no content-length) and any headers. */
function send(t: TestServer, method: string, path: string, headers: Record<string, string>, chunks: (string | Buffer)[] = []): Promise<Raw> {
  const url = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') as Record<string, unknown> }));
    });
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

/** Bytes straight onto a TCP connection, for requests no HTTP client would send; answers the last response. */
function rawHttp(t: TestServer, text: string): Promise<Raw> {
  const url = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = tcp(Number(url.port), url.hostname, () => socket.write(text));
    let data = '';
    socket.on('data', (c: Buffer) => (data += c.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const last = data.lastIndexOf('HTTP/1.1 ');
      const status = Number(data.slice(last + 9, last + 12));
      const body = data.slice(data.indexOf('\r\n\r\n', last) + 4);
      resolve({ status, body: JSON.parse(body) as Record<string, unknown> });
    });
  });
}

const json = { 'content-type': 'application/json' };
const nested = (depth: number) => `{"username":"x","password":"y","z":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('the HTTP edge: bodies, paths and errors', () => {
  let t: TestServer;
  let admin: TestUser;
  let player: TestUser;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    admin = await createUser(t, 'edgeadmin', { permissions: { canManageBanlist: true } });
    player = await createUser(t, 'player');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('refuses a 7.9 MB nested JSON body to login with 413 and a clear message', async () => {
    const body = nested(3_950_000);
    expect(body.length).toBeGreaterThan(7_900_000);
    const res = await fetch(`${t.url}/api/account/login`, { method: 'POST', headers: json, body });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: TOO_LARGE });
  });

  it('limits bodies without a login to 16 KB, also when they come without a length', async () => {
    const padded = (bytes: number) => JSON.stringify({ username: 'x', password: 'y', pad: 'p'.repeat(bytes - 40) });
    expect((await call(t, 'POST', '/api/account/login', { body: JSON.parse(padded(15_000)) })).body.message).toBe('Invalid username/password');
    expect(await send(t, 'POST', '/api/account/login', json, [padded(17_000)])).toEqual({ status: 413, body: { success: false, message: TOO_LARGE } });
    // Chunked: no content-length to refuse up front, so the bytes are counted as they arrive.
    const chunked = await send(t, 'POST', '/api/account/register', { ...json, 'transfer-encoding': 'chunked' }, [padded(10_000), 'x'.repeat(10_000)]);
    expect(chunked).toEqual({ status: 413, body: { success: false, message: TOO_LARGE } });
  });

  it('refuses JSON nested deeper than 32 levels, from anyone', async () => {
    expect((await send(t, 'POST', '/api/account/login', json, [nested(33)])).body).toEqual({ success: false, message: TOO_DEEP });
    expect((await send(t, 'POST', '/api/account/login', json, [nested(32)])).body.message).not.toBe(TOO_DEEP);
    const deepDeck = `{"deckName":"d","notes":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`;
    const res = await send(t, 'POST', '/api/decks', { ...json, authorization: `Bearer ${player.token}` }, [deepDeck]);
    expect(res).toEqual({ status: 400, body: { success: false, message: TOO_DEEP } });
    // Brackets inside strings are text, not nesting, also after an escaped quote.
    const text = JSON.stringify({ username: `"\\${'['.repeat(100)}`, password: `\\"${'{'.repeat(100)}` });
    expect((await send(t, 'POST', '/api/account/login', json, [text])).body.message).toBe('Invalid username/password');
  });

  it('keeps the upload limits of logged-in calls, and answers 401 to a stale token so the client refreshes', async () => {
    const jpeg = Buffer.concat([Buffer.from(JPEG_HEAD, 'base64'), Buffer.alloc(1024 * 1024)]).toString('base64');
    const body = { email: 'player@example.test', customBackground: jpeg, settings: { background: 'none' } };
    const saved = await call(t, 'PUT', '/api/account/player', { token: player.token, body });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ settings: { customBackground: expect.stringMatching(/^\/files\//) } });
    expect((await call(t, 'PUT', '/api/account/player', { body })).body).toEqual({ success: false, message: TOO_LARGE });
    expect(await call(t, 'PUT', '/api/account/player', { body, token: 'expired.or.forged' })).toEqual({
      status: 401,
      body: { success: false, message: 'Unauthorized' },
    });
  });

  it("takes a visitor's crash report with a long stack", async () => {
    const report = { source: 'error', message: 'boom', stack: 's'.repeat(19_000), componentStack: 'c'.repeat(19_000) };
    expect(await call(t, 'POST', '/api/crash', { body: report })).toEqual({ status: 200, body: { success: true } });
  });

  it("answers the spec's literal paths with a trailing slash as without", async () => {
    const banlist = await call(t, 'GET', '/api/banlist/', { token: admin.token });
    expect(banlist).toEqual({ status: 200, body: { success: true, banlist: [] } });
    const created = await call(t, 'POST', '/api/decks/', { token: player.token, body: legalDeck(t, 'Slashed') });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, deck: { name: 'Slashed' } });
    const id = randomUUID();
    const replay = await call(t, 'GET', `/api/game/${id}/replay/`);
    expect(replay.body.message).not.toBe('Not found'); // the router's answer to an unknown path
    expect(replay).toEqual(await call(t, 'GET', `/api/game/${id}/replay`));
    expect((await call(t, 'GET', '/api/cards/')).status).toBe(200);
  });

  it('accepts a payload-less POST with a JSON content type and an empty body', async () => {
    const check = await send(t, 'POST', '/api/account/checkauth', { ...json, authorization: `Bearer ${player.token}` }, ['']);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ success: true, user: { username: 'player' } });
    expect(await send(t, 'POST', '/api/account/logout', json, [''])).toEqual({ status: 200, body: { success: true } });
    // A call that needs a body says what is missing.
    expect(await send(t, 'POST', '/api/account/login', json, [''])).toEqual({ status: 400, body: { success: false, message: 'You must specify a username' } });
  });

  it('answers malformed requests with a 4xx in the failure shape, never a 5xx', async () => {
    const cases: [Promise<Raw>, number, string?][] = [
      [send(t, 'POST', '/api/account/login', json, ['{"username":']), 400, NOT_JSON],
      [send(t, 'POST', '/api/account/login', json, ['{"__proto__":{"isAdmin":true}}']), 400, NOT_JSON],
      [send(t, 'POST', '/api/account/login', { 'content-type': 'application/xml' }, ['<login/>']), 415, MEDIA_TYPE],
      [send(t, 'POST', '/api/account/login', { 'content-type': ';;' }, ['{}']), 415, MEDIA_TYPE],
      [send(t, 'GET', '/api/game/%E0%A4%A/replay', {}), 400],
      [rawHttp(t, 'NOT AN HTTP REQUEST\r\n\r\n'), 400],
      [rawHttp(t, 'POST /api/account/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1\r\n\r\n{"a":1}'), 400],
    ];
    for (const [answer, status, message] of cases) {
      const res = await answer;
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ success: false, message: message ?? expect.any(String) });
    }
  });
});
