import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionNames, type Permission } from '../../src/protocol/account';
import { banlist, users } from '../../src/server/db/schema';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { call, createUser, type TestUser } from './adminHelpers';

type AdminCall = {
  name: string;
  permission: Permission;
  /** Builds the request afresh each time (a ban needs a new address, a delete an existing entry). */
  request: (t: TestServer) => Promise<{ method: string; path: string; body?: unknown }>;
};

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

/**
 * Every admin HTTP call of site-spec section 7 and the permission the server must demand for it.
 * The same calls against targets of higher rank, and every account call acting on another user,
 * are the matrix of admin-rank.test.ts.
 */
const calls: AdminCall[] = [
  { name: 'find user', permission: 'canManageUsers', request: async () => ({ method: 'GET', path: '/api/user/target' }) },
  {
    name: 'save user flags',
    permission: 'canManageUsers',
    request: async () => ({ method: 'PUT', path: '/api/user/target', body: { userToChange: { verified: true, faveColor: '#aa3300' } } }),
  },
  { name: 'clear sessions', permission: 'canManageUsers', request: async () => ({ method: 'DELETE', path: '/api/user/target/sessions' }) },
  { name: 'read alts', permission: 'canManageTournaments', request: async () => ({ method: 'GET', path: '/api/user/target/alts' }) },
  {
    name: 'add alt',
    permission: 'canManageTournaments',
    request: async () => ({
      method: 'PATCH',
      path: '/api/user/target/alts',
      body: { userToChange: { add: [{ stub: 'orla-cinderhand', alt: 'orla-cinderhand-gilded' }] } },
    }),
  },
  { name: 'list bans', permission: 'canManageBanlist', request: async () => ({ method: 'GET', path: '/api/banlist' }) },
  { name: 'add ban', permission: 'canManageBanlist', request: async () => ({ method: 'POST', path: '/api/banlist', body: { ip: freshIp() } }) },
  {
    name: 'delete ban',
    permission: 'canManageBanlist',
    request: async (t) => {
      const [row] = await t.server.ctx.db.insert(banlist).values({ ip: freshIp(), addedBy: 'seed' }).returning();
      return { method: 'DELETE', path: `/api/banlist/${row!.id}` };
    },
  },
];

const roles = ['anonymous', 'plain', ...permissionNames] as const;
type Role = (typeof roles)[number];

describe.each(databaseKinds())('admin permission matrix on %s', (kind) => {
  let t: TestServer;
  const as = new Map<Role, TestUser>();
  beforeAll(async () => {
    t = await startTestServer(kind);
    await createUser(t, 'target', { ips: ['10.0.0.5'] });
    await createUser(t, 'sharer', { ips: ['10.0.0.5'] });
    for (const role of roles) {
      if (role === 'anonymous') continue;
      as.set(role, await createUser(t, `as-${role}`.slice(0, 15).replace(/[^A-Za-z0-9_-]/g, ''), { permissions: role === 'plain' ? {} : { [role]: true } }));
    }
  });
  afterAll(async () => {
    await t?.stop();
  });

  // Before the matrix, whose 'clear sessions' call removes the sessions this looks at.
  it('finds the user with their sessions and the accounts sharing their address', async () => {
    const answer = await call(t, 'GET', '/api/user/TARGET', { token: as.get('canManageUsers')!.token });
    expect(answer.body.linkedAccounts).toEqual(['sharer']);
    expect((answer.body.user as { username: string }).username).toBe('target');
    expect(await call(t, 'GET', '/api/user/nobody', { token: as.get('canManageUsers')!.token })).toEqual({
      status: 404,
      body: { success: false, message: 'User was not found.' },
    });
  });

  describe.each(calls)('$name', (adminCall) => {
    it.each(roles)('as %s', async (role) => {
      const { method, path, body } = await adminCall.request(t);
      const answer = await call(t, method, path, { token: as.get(role)?.token, body });
      const expected = role === 'anonymous' ? 401 : role === adminCall.permission ? 200 : 403;
      expect(answer.status, `${adminCall.name} as ${role}: ${JSON.stringify(answer.body)}`).toBe(expected);
      expect(answer.body.success).toBe(expected === 200);
    });
  });

  it('changes permissions only with canManagePermissions as well as canManageUsers', async () => {
    const body = { userToChange: { permissions: { canManageGames: true } } };
    const refused = await call(t, 'PUT', '/api/user/target', { token: as.get('canManageUsers')!.token, body });
    expect(refused.status).toBe(403);
    // Holding the right granted too: nobody grants a right they lack (admin-rank.test.ts).
    const both = await createUser(t, 'both', { permissions: { canManageUsers: true, canManagePermissions: true, canManageGames: true } });
    const granted = await call(t, 'PUT', '/api/user/target', { token: both.token, body });
    expect(granted.status).toBe(200);
    const [row] = await t.server.ctx.db.select().from(users).where(eq(users.username, 'target'));
    expect(row!.permissions).toEqual({ canManageGames: true });
  });

  it('takes a revoked permission away at once, though the token still claims it', async () => {
    const admin = await createUser(t, 'revoked', { permissions: { canManageBanlist: true } });
    expect((await call(t, 'GET', '/api/banlist', { token: admin.token })).status).toBe(200);
    await t.server.ctx.db.update(users).set({ permissions: {} }).where(eq(users.id, admin.id));
    expect((await call(t, 'GET', '/api/banlist', { token: admin.token })).status).toBe(403);
  });

  it('refuses malformed admin bodies and changes nothing', async () => {
    const userAdmin = await createUser(t, 'fullusers', { permissions: { canManageUsers: true, canManagePermissions: true, canManageTournaments: true } });
    const banAdmin = as.get('canManageBanlist')!;
    const snapshot = async () => ({
      user: (await t.server.ctx.db.select().from(users).where(eq(users.username, 'target')))[0],
      bans: await t.server.ctx.db.select().from(banlist),
    });
    const before = await snapshot();
    const bad: [string, string, string, unknown][] = [
      [userAdmin.token, 'PUT', '/api/user/target', {}],
      [userAdmin.token, 'PUT', '/api/user/target', { userToChange: { verified: 'yes' } }],
      [userAdmin.token, 'PUT', '/api/user/target', { userToChange: { permissions: { canFly: true } } }],
      [userAdmin.token, 'PUT', '/api/user/target', { userToChange: { permissions: { isAdmin: 'true' } } }],
      [userAdmin.token, 'PUT', '/api/user/target', { userToChange: { faveColor: 'red; background: url(x)' } }],
      [userAdmin.token, 'PUT', '/api/user/target', { userToChange: { verified: true, password: 'x' } }],
      [userAdmin.token, 'PUT', '/api/user/target', 'not json at all'],
      [userAdmin.token, 'PATCH', '/api/user/target/alts', { userToChange: {} }],
      [userAdmin.token, 'PATCH', '/api/user/target/alts', { userToChange: { add: [{ stub: '../etc', alt: 'passwd' }] } }],
      [userAdmin.token, 'PATCH', '/api/user/target/alts', { userToChange: { add: [{ stub: 'orla-cinderhand', alt: 'no-such-alt' }] } }],
      [banAdmin.token, 'POST', '/api/banlist', {}],
      [banAdmin.token, 'POST', '/api/banlist', { ip: '' }],
      [banAdmin.token, 'POST', '/api/banlist', { ip: 42 }],
      [banAdmin.token, 'POST', '/api/banlist', { ip: '999.1.1.1' }],
      [banAdmin.token, 'POST', '/api/banlist', { ip: '10.0.0.0/8' }],
      [banAdmin.token, 'POST', '/api/banlist', { ip: 'example.com' }],
      [banAdmin.token, 'DELETE', '/api/banlist/abc', undefined],
      [banAdmin.token, 'DELETE', '/api/banlist/99999999999', undefined],
    ];
    for (const [token, method, path, body] of bad) {
      const answer = await call(t, method, path, { token, body });
      expect([400, 404], `${method} ${path} ${JSON.stringify(body)}`).toContain(answer.status);
      expect(answer.body.success).toBe(false);
    }
    expect((await call(t, 'POST', '/api/banlist', { token: banAdmin.token, body: {} })).body.message).toBe('Please enter the Ip address');
    expect(await snapshot()).toEqual(before);
  });

  it('adds a held alt once only and removes it', async () => {
    const token = as.get('canManageTournaments')!.token;
    // A plain user: 'target' was given canManageGames above, which outranks a tournaments manager.
    await createUser(t, 'altholder');
    const ref = { stub: 'ember-bolt', alt: 'ember-bolt-azure' };
    await call(t, 'PATCH', '/api/user/altholder/alts', { token, body: { userToChange: { add: [ref, ref] } } });
    const twice = await call(t, 'PATCH', '/api/user/altholder/alts', { token, body: { userToChange: { add: [ref] } } });
    expect((twice.body.altArts as Record<string, string[]>)['ember-bolt']).toEqual(['ember-bolt-azure']);
    const removed = await call(t, 'PATCH', '/api/user/altholder/alts', { token, body: { userToChange: { remove: [ref] } } });
    expect((removed.body.altArts as Record<string, string[]>)['ember-bolt']).toBeUndefined();
  });

  it('serves alt art images', async () => {
    const res = await fetch(`${t.url}/img/alts/orla-cinderhand-gilded.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('Orla Cinderhand');
    expect((await fetch(`${t.url}/img/alts/nothing.svg`)).status).toBe(404);
  });
});
