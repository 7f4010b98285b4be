import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ApiError } from '../../src/client/net/api';
import { accountStore } from '../../src/client/stores/account';
import { permissionNames, type Permission } from '../../src/protocol/account';
import { FindUserResponse } from '../../src/protocol/admin';
import { sessions, users } from '../../src/server/db/schema';
import { LobbyClient } from '../support/lobbyClient';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { PASSWORD, call, createUser, type TestUser } from './adminHelpers';

/**
 * The rank rule, as a matrix: every call that acts on another user (admin and account calls alike),
 * made by a caller holding exactly what the call needs, against targets who hold all that and one
 * right more. Each is refused with 403 and the target is left exactly as it was; against a target of
 * equal rank the same call succeeds. (admin-permissions.test.ts is the matrix of calls x roles.)
 */
type RankCall = {
  name: string;
  needs: Permission[];
  request: (target: TestUser) => { method: string; path: string; body?: unknown };
};

const user = (u: TestUser) => `/api/user/${u.username}`;
const account = (u: TestUser) => `/api/account/${u.username}`;
const manage: Permission[] = ['canManageUsers'];

const calls: RankCall[] = [
  { name: 'find user', needs: manage, request: (u) => ({ method: 'GET', path: user(u) }) },
  { name: 'save flags', needs: manage, request: (u) => ({ method: 'PUT', path: user(u), body: { userToChange: { verified: false, faveColor: '#000000' } } }) },
  { name: 'disable', needs: manage, request: (u) => ({ method: 'PUT', path: user(u), body: { userToChange: { disabled: true } } }) },
  { name: 'clear sessions (flag)', needs: manage, request: (u) => ({ method: 'PUT', path: user(u), body: { userToChange: { clearSessions: true } } }) },
  {
    name: 'change permissions',
    needs: ['canManageUsers', 'canManagePermissions'],
    request: (u) => ({ method: 'PUT', path: user(u), body: { userToChange: { permissions: { canManageUsers: true, canManagePermissions: true } } } }),
  },
  { name: 'clear sessions', needs: manage, request: (u) => ({ method: 'DELETE', path: `${user(u)}/sessions` }) },
  { name: 'read alts', needs: ['canManageTournaments'], request: (u) => ({ method: 'GET', path: `${user(u)}/alts` }) },
  {
    name: 'add alt',
    needs: ['canManageTournaments'],
    request: (u) => ({ method: 'PATCH', path: `${user(u)}/alts`, body: { userToChange: { add: [{ stub: 'orla-cinderhand', alt: 'orla-cinderhand-gilded' }] } } }),
  },
  {
    name: 'set password and email',
    needs: manage,
    request: (u) => ({ method: 'PUT', path: account(u), body: { email: `taken-${u.username}@example.test`, password: 'hijacked1', settings: {} } }),
  },
  { name: 'list sessions', needs: manage, request: (u) => ({ method: 'GET', path: `${account(u)}/sessions` }) },
  { name: 'remove a session', needs: manage, request: (u) => ({ method: 'DELETE', path: `${account(u)}/sessions/${u.sid}` }) },
  { name: 'read block list', needs: manage, request: (u) => ({ method: 'GET', path: `${account(u)}/blocklist` }) },
  { name: 'add to block list', needs: manage, request: (u) => ({ method: 'POST', path: `${account(u)}/blocklist`, body: { username: 'bystander' } }) },
  { name: 'remove from block list', needs: manage, request: (u) => ({ method: 'DELETE', path: `${account(u)}/blocklist/blocked-one` }) },
];

const rights = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, true]));

describe.each(databaseKinds())('rank safety on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  const fresh = (permissions: Record<string, boolean>) => createUser(t, `rank${++n}`, { permissions, ips: ['10.1.2.3'] });
  /** Everything a call could change about the target: its row and its sessions. */
  const snapshot = async (u: TestUser) => ({
    row: (await t.server.ctx.db.select().from(users).where(eq(users.id, u.id)))[0],
    sessions: (await t.server.ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, u.id))).map((s) => s.id).sort(),
  });
  const actors = new Map<string, TestUser>();
  const actorFor = async (needs: Permission[]) => {
    const key = needs.join();
    if (!actors.has(key)) actors.set(key, await fresh(rights(needs)));
    return actors.get(key)!;
  };
  const target = async (permissions: Record<string, boolean>) => {
    const u = await fresh(permissions);
    await t.server.ctx.db.update(users).set({ blockList: ['blocked-one'] }).where(eq(users.id, u.id));
    return u;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    await createUser(t, 'bystander');
    await createUser(t, 'blocked-one');
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe.each(calls)('$name', (rankCall) => {
    const beyond = permissionNames.filter((p) => !rankCall.needs.includes(p));

    it.each(beyond)('is refused against a target who also holds %s', async (extra) => {
      const actor = await actorFor(rankCall.needs);
      const victim = await target({ ...rights(rankCall.needs), [extra]: true });
      const before = await snapshot(victim);
      const { method, path, body } = rankCall.request(victim);
      const answer = await call(t, method, path, { token: actor.token, body });
      expect(answer, `${method} ${path}`).toEqual({
        status: 403,
        body: { success: false, message: `You cannot manage ${victim.username}: they hold rights you do not have (${extra})` },
      });
      expect(await snapshot(victim)).toEqual(before);
    });

    it('succeeds against a target of equal rank', async () => {
      const actor = await actorFor(rankCall.needs);
      const peer = await target(rights(rankCall.needs));
      const { method, path, body } = rankCall.request(peer);
      const answer = await call(t, method, path, { token: actor.token, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    });
  });

  it('refuses granting a right the caller does not hold, and allows granting one they hold', async () => {
    const actor = await fresh(rights(['canManageUsers', 'canManagePermissions', 'canModerateChat']));
    const plain = await target({});
    const before = await snapshot(plain);
    const grant = (permissions: Record<string, boolean>) =>
      call(t, 'PUT', `/api/user/${plain.username}`, { token: actor.token, body: { userToChange: { permissions } } });
    expect(await grant({ canModerateChat: true, canManageNodes: true, isAdmin: true })).toEqual({
      status: 403,
      body: { success: false, message: 'You cannot grant rights you do not hold yourself (canManageNodes, isAdmin)' },
    });
    expect(await snapshot(plain)).toEqual(before);
    expect((await grant({ canModerateChat: true })).status).toBe(200);
    expect((await snapshot(plain)).row!.permissions).toEqual({ canModerateChat: true });
  });

  it('stops a user manager from taking over an administrator by setting their password', async () => {
    const everything = rights(permissionNames);
    const admin = await createUser(t, 'theadmin', { permissions: everything });
    const manager = await createUser(t, 'usermanager', { permissions: { canManageUsers: true } });
    const set = await call(t, 'PUT', '/api/account/theadmin', {
      token: manager.token,
      body: { email: 'theadmin@example.test', password: 'hijacked1', settings: {} },
    });
    expect(set.status).toBe(403);
    expect(set.body.message).toMatch(/^You cannot manage theadmin: they hold rights you do not have \(canEditNews, canManagePermissions/);
    const hijack = await call(t, 'POST', '/api/account/login', { body: { username: 'theadmin', password: 'hijacked1' } });
    expect(hijack.status).toBe(401);
    expect((await call(t, 'POST', '/api/account/login', { body: { username: 'theadmin', password: PASSWORD } })).status).toBe(200);
    // Nor can they disable the administrator.
    expect((await call(t, 'PUT', '/api/user/theadmin', { token: manager.token, body: { userToChange: { disabled: true } } })).status).toBe(403);
    expect((await snapshot(admin)).row!.disabled).toBe(false);
  });

  it("refuses the lobby's clearsessions against a higher-ranked user and leaves their socket open", async () => {
    const manager = await createUser(t, 'sockmanager', { permissions: { canManageUsers: true } });
    const higher = await createUser(t, 'sockhigher', { permissions: { canManageUsers: true, canManageNodes: true } });
    const peer = await createUser(t, 'sockpeer', { permissions: { canManageUsers: true } });
    const me = await LobbyClient.connect(t.url, manager);
    const theirs = await LobbyClient.connect(t.url, higher);
    const peers = await LobbyClient.connect(t.url, peer);
    try {
      expect(await me.emit('clearsessions', 'sockhigher')).toEqual({
        success: false,
        message: 'You cannot manage sockhigher: they hold rights you do not have (canManageNodes)',
      });
      const peerGone = new Promise((resolve) => peers.socket.once('disconnect', resolve));
      expect(await me.emit('clearsessions', 'sockpeer')).toEqual({ success: true });
      await peerGone;
      // Their socket is still there: it still answers.
      expect(theirs.socket.connected).toBe(true);
      expect(await theirs.emit('ping')).toEqual({ success: true });
    } finally {
      me.close();
      theirs.close();
      peers.close();
    }
  });

  it("gives the admin page the refusal to show, where another page's 403 goes to /unauth", async () => {
    await createUser(t, 'pageadmin', { permissions: rights(permissionNames) });
    const manager = await createUser(t, 'pagemanager', { permissions: { canManageUsers: true } });
    // The browser's history as api.ts uses it, over the real server.
    const visited: string[] = [];
    const stub = { location: { pathname: '/users' }, history: { pushState: (_s: unknown, _t: string, path: string) => visited.push(path) }, dispatchEvent: () => true };
    Object.assign(globalThis, { window: stub, PopStateEvent: class extends Event {} });
    accountStore.token = manager.token;
    try {
      const find = (showForbidden: boolean) => api(`${t.url}/api/user/pageadmin`, FindUserResponse, { showForbidden });
      const shown = await find(true).catch((err: unknown) => err);
      expect(shown).toBeInstanceOf(ApiError);
      expect((shown as ApiError).message).toMatch(/^You cannot manage pageadmin: they hold rights you do not have \(canEditNews, canManagePermissions/);
      expect(visited).toEqual([]);
      await find(false).catch(() => null);
      expect(visited).toEqual(['/unauth']);
    } finally {
      accountStore.token = null;
      Reflect.deleteProperty(globalThis, 'window');
      Reflect.deleteProperty(globalThis, 'PopStateEvent');
    }
  });
});
