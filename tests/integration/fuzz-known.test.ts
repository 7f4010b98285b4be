import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionNames } from '../../src/protocol/account';
import { makeUser, type TestUser } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The fuzz suite's findings, each kept on its own as a regression test: a U+0000 in a path parameter
 * must be refused (4xx), never reach PostgreSQL (which answers 500).
 */
describe('U+0000 in path parameters', () => {
  let t: TestServer;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestServer(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    user = await makeUser(t, 'paramuser');
    admin = await makeUser(t, 'paramadmin', {
      permissions: Object.fromEntries(permissionNames.map((p) => [p, true])),
    });
  });
  afterAll(async () => {
    await t?.stop();
  });

  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${t.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return res.status;
  };

  // Found by the fuzz suite (seed 4: GET /api/account/%00/sessions, GET /api/user/%00/alts): these routes read
  // :username raw into a query. Fixed once for every route: server/http/params.ts checks all path parameters.
  const defects: [string, string, unknown?][] = [
    ['GET', '/api/account/%00/sessions'],
    ['GET', '/api/account/%00/blocklist'],
    ['PUT', '/api/account/%00', { email: 'x@example.test', settings: {} }],
    ['GET', '/api/user/%00'],
    ['GET', '/api/user/%00/alts'],
    ['DELETE', '/api/user/%00/sessions'],
  ];
  for (const [method, path, body] of defects) {
    it(`${method} ${path} is refused with a 4xx`, async () => {
      expect(await call(method, path, admin.token, body)).toBeLessThan(500);
    });
  }

  it('refuses U+0000 in the other path parameters already', async () => {
    for (const path of ['/api/account/paramuser/sessions/%00', '/api/account/paramuser/blocklist/%00', '/files/%00', '/avatar/%00', '/api/decks/%00', '/api/game/%00/chat', '/img/alts/%00.svg']) {
      expect(await call(path.includes('sessions') || path.includes('blocklist') ? 'DELETE' : 'GET', path, user.token)).toBeLessThan(500);
    }
  });
});
