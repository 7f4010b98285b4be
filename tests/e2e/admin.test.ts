import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionNames } from '../../src/protocol/account';
import { users } from '../../src/server/db/schema';
import { launchBrowser } from '../support/browser';
import { expectPageError } from '../support/pageErrors';
import { startOAuthServer, type OAuthServer } from '../support/oauthServer';
import { startTestServer, type TestServer } from '../support/server';
import { PASSWORD, contextFor, createUser, openLobby } from './lobbySupport';

const slow = { timeout: 15_000 };
const visible = (page: Page, text: string) => () => page.getByText(text, { exact: false }).first().isVisible();
const BANNED_IP = '203.0.113.77';

describe('administration in Chromium', () => {
  let t: TestServer;
  let oauth: OAuthServer;
  let browser: Browser;
  let admin: Page;
  beforeAll(async () => {
    oauth = await startOAuthServer();
    // TRUST_PROXY: the test stands in for a reverse proxy, so its X-Forwarded-For names the client.
    [t, browser] = await Promise.all([startTestServer('pglite', { ...oauth.env, TRUST_PROXY: '127.0.0.1' }), launchBrowser()]);
    const chief = await createUser(t, 'chief', { permissions: Object.fromEntries(permissionNames.map((p) => [p, true])) });
    await createUser(t, 'rookie');
    admin = await (await contextFor(browser, chief)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
    await oauth?.close();
  });

  const permissionsOf = async (username: string) =>
    (await t.server.ctx.db.select().from(users).where(eq(users.username, username)))[0]!.permissions;

  it('finds a user and grants Games Manager', async () => {
    await admin.goto(`${t.url}/users`);
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect.poll(visible(admin, 'Username must be specified'), slow).toBe(true);
    await admin.getByLabel('Username').fill('nobody');
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect.poll(visible(admin, 'User was not found.'), slow).toBe(true);

    await admin.getByLabel('Username').fill('rookie');
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect.poll(visible(admin, 'User details loaded'), slow).toBe(true);
    expect(await admin.getByRole('heading', { name: 'rookie' }).isVisible()).toBe(true);
    expect(await admin.getByText(/Registered: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/).isVisible()).toBe(true);
    // The loaded message clears itself after 3 s.
    await expect.poll(visible(admin, 'User details loaded'), { timeout: 6000 }).toBe(false);

    await admin.getByRole('tab', { name: 'Permissions' }).click();
    await admin.getByLabel('Games Manager').check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect.poll(visible(admin, 'User details saved.'), slow).toBe(true);
    expect(await permissionsOf('rookie')).toEqual({ canManageGames: true });
  });

  it("shows a user manager the refusal to manage an administrator, on the page", async () => {
    const manager = await createUser(t, 'deputy', { permissions: { canManageUsers: true } });
    const page = await (await contextFor(browser, manager)).newPage();
    await page.goto(`${t.url}/users`);
    await page.getByLabel('Username').fill('chief');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(visible(page, 'You cannot manage chief: they hold rights you do not have (News Editor, Permissions Manager, Games Manager'), slow).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/users');
    await page.screenshot({ path: '.tmp/admin-rank-refusal-1280x800.png' });
    await page.context().close();
  });

  it('bans an address and a login from it is refused at once', async () => {
    await admin.goto(`${t.url}/banlist`);
    await admin.getByRole('button', { name: 'Add' }).click();
    await expect.poll(visible(admin, 'Please enter the Ip address'), slow).toBe(true);
    await admin.getByLabel('IP address').fill(BANNED_IP);
    await admin.getByRole('button', { name: 'Add' }).click();
    await expect.poll(visible(admin, 'Banlist item added successfully.'), slow).toBe(true);
    await expect.poll(() => admin.getByRole('cell', { name: BANNED_IP, exact: true }).isVisible(), slow).toBe(true);
    expect(await admin.getByRole('cell', { name: 'chief', exact: true }).isVisible()).toBe(true);

    // The lobby refuses the banned address's socket too; Chromium logs that refusal as an error.
    expectPageError(/WebSocket connection to .* failed: Connection closed before receiving a handshake response/);
    const banned = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'X-Forwarded-For': BANNED_IP } });
    const page = await banned.newPage();
    await page.goto(`${t.url}/login`);
    await page.getByLabel('Username').fill('rookie');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(visible(page, 'Access from your address has been blocked'), slow).toBe(true);
    await banned.close();

    await admin.getByRole('button', { name: `Delete ${BANNED_IP}` }).click();
    await admin.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(visible(admin, 'Banlist item deleted successfully.'), slow).toBe(true);
    expect(await admin.getByText('No IP addresses are banned.').isVisible()).toBe(true);
  });

  it('links a patron account through the provider and the player becomes a supporter', async () => {
    const session = await createUser(t, 'backer');
    const page = await (await contextFor(browser, session)).newPage();
    await openLobby(page, `${t.url}/`, 'backer');
    await page.getByRole('button', { name: 'Fight!' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'New Game' }).isVisible(), slow).toBe(true);
    expect(await page.getByText('Save a replay').count()).toBe(0);

    // The profile's link goes to the provider's authorize page, which sends the browser back to /patreon.
    const authorizeUrl = await page.evaluate(async () => {
      const res = await fetch('/api/account/patreon-config', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return ((await res.json()) as { authorizeUrl: string }).authorizeUrl;
    });
    oauth.setPatron({ id: 'backer-patron', pledged: true });
    await page.goto(authorizeUrl);
    await expect.poll(visible(page, 'Your account was linked successfully. Please wait while you are redirected.'), slow).toBe(true);
    await page.waitForURL(`${t.url}/`, { timeout: 5000 });
    expect((await permissionsOf('backer')).isSupporter).toBe(true);
    await openLobby(page, `${t.url}/`, 'backer');
    await page.getByRole('button', { name: 'Fight!' }).click();
    await expect.poll(visible(page, 'Save a replay'), slow).toBe(true);

    // A callback without a code fails and still goes home.
    await page.goto(`${t.url}/patreon`);
    await expect.poll(visible(page, 'Your account was not successfully linked.'), slow).toBe(true);
    await page.waitForURL(`${t.url}/`, { timeout: 5000 });
  });
});
