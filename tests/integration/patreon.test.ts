import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinkPatreonResponse, PatreonConfigResponse } from '../../src/protocol/admin';
import { startOAuthServer, type OAuthServer } from '../support/oauthServer';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { call, createUser } from './adminHelpers';

describe.each(databaseKinds())('patron linking on %s', (kind) => {
  let t: TestServer;
  let bare: TestServer;
  let oauth: OAuthServer;
  beforeAll(async () => {
    oauth = await startOAuthServer();
    // One after the other: two servers starting at once on a busy machine can time out a plugin.
    t = await startTestServer(kind, oauth.env);
    bare = await startTestServer(kind);
  });
  afterAll(async () => {
    await Promise.all([t?.stop(), bare?.stop()]);
    await oauth?.close();
  });

  /** What the /patreon page does: reads the state from the authorize URL, posts the code and state. */
  async function link(token: string, patron: { id: string; pledged: boolean }) {
    const config = PatreonConfigResponse.parse((await call(t, 'GET', '/api/account/patreon-config', { token })).body);
    const authorize = new URL(config.authorizeUrl!);
    const code = oauth.issueCode(authorize.searchParams.get('redirect_uri')!, patron);
    return call(t, 'POST', '/api/account/linkPatreon', { token, body: { code, state: authorize.searchParams.get('state') } });
  }

  it('hides linking when no provider is configured', async () => {
    const user = await createUser(bare, 'plainsite');
    expect((await call(bare, 'GET', '/api/account/patreon-config')).body).toEqual({ success: true, enabled: false });
    const answer = await call(bare, 'POST', '/api/account/linkPatreon', { token: user.token, body: { code: 'x' } });
    expect(answer.status).toBe(400);
  });

  it('offers the provider authorize page with this site as the callback', async () => {
    const user = await createUser(t, 'asker');
    const config = PatreonConfigResponse.parse((await call(t, 'GET', '/api/account/patreon-config', { token: user.token })).body);
    const url = new URL(config.authorizeUrl!);
    expect(`${url.origin}${url.pathname}`).toBe(`${oauth.url}/authorize`);
    expect(url.searchParams.get('client_id')).toBe(oauth.env.PATREON_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.url}/patreon`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('links a pledged patron, making them a supporter, and unlinking takes it away', async () => {
    const user = await createUser(t, 'pledger');
    const linked = await link(user.token, { id: 'patron-pledged', pledged: true });
    expect(linked.status).toBe(200);
    const body = LinkPatreonResponse.parse(linked.body);
    expect(body.status).toBe(2);
    expect(body.user.patreon).toBe(2);
    expect(body.user.permissions.isSupporter).toBe(true);
    expect((await t.server.ctx.tokens.verifyAccess(body.token))?.permissions.isSupporter).toBe(true);
    expect(oauth.exchanges.at(-1)).toMatchObject({ grant_type: 'authorization_code', redirect_uri: `${t.url}/patreon` });

    const unlinked = await call(t, 'POST', '/api/account/unlinkPatreon', { token: user.token });
    expect(unlinked.status).toBe(200);
    const after = unlinked.body.user as { patreon?: number; permissions: Record<string, boolean> };
    expect(after.patreon).toBeUndefined();
    expect(after.permissions.isSupporter).toBeUndefined();
  });

  it('links a patron without a pledge as Linked, with no supporter status', async () => {
    const user = await createUser(t, 'follower');
    const body = LinkPatreonResponse.parse((await link(user.token, { id: 'patron-follower', pledged: false })).body);
    expect(body.status).toBe(1);
    expect(body.user.permissions.isSupporter).toBeUndefined();
  });

  it('keeps supporter status on unlink when keepsSupporterWithNoPatreon says so', async () => {
    const user = await createUser(t, 'keeper', { permissions: { keepsSupporterWithNoPatreon: true } });
    await link(user.token, { id: 'patron-keeper', pledged: true });
    const after = (await call(t, 'POST', '/api/account/unlinkPatreon', { token: user.token })).body.user as {
      permissions: Record<string, boolean>;
    };
    expect(after.permissions).toEqual({ keepsSupporterWithNoPatreon: true, isSupporter: true });
  });

  it('refuses a used code, a foreign state, a patron linked elsewhere and anonymous callers', async () => {
    const first = await createUser(t, 'firstlink');
    const second = await createUser(t, 'secondlink');
    expect((await link(first.token, { id: 'patron-shared', pledged: true })).status).toBe(200);
    expect((await link(second.token, { id: 'patron-shared', pledged: true })).body).toEqual({
      success: false,
      message: 'That patron account is already linked to another user',
    });

    const code = oauth.issueCode(`${t.url}/patreon`);
    const firstState = new URL(
      PatreonConfigResponse.parse((await call(t, 'GET', '/api/account/patreon-config', { token: first.token })).body).authorizeUrl!,
    ).searchParams.get('state');
    expect((await call(t, 'POST', '/api/account/linkPatreon', { token: second.token, body: { code, state: firstState } })).status).toBe(400);
    expect((await call(t, 'POST', '/api/account/linkPatreon', { token: second.token, body: { code } })).status).toBe(200);
    expect((await call(t, 'POST', '/api/account/linkPatreon', { token: second.token, body: { code } })).status).toBe(400);
    expect((await call(t, 'POST', '/api/account/linkPatreon', { token: second.token, body: {} })).status).toBe(400);
    expect((await call(t, 'POST', '/api/account/linkPatreon', { body: { code: 'x' } })).status).toBe(401);
    expect((await call(t, 'POST', '/api/account/unlinkPatreon')).status).toBe(401);
  });
});
