import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOST_CONNECTION_MESSAGE } from '../../statecharts/lobbyConnection';
import { users } from '../../src/server/db/schema/accounts';
import { launchBrowser } from '../support/browser';
import { expectPageError } from '../support/pageErrors';
import { startTestServer, type TestServer } from '../support/server';
import { contextFor, createUser, openLobby } from './lobbySupport';

const row = (page: Page, name: string) => page.getByTestId('game-row').filter({ hasText: name });

/** Records every desktop notification's body in window.notices, still showing the real one when it can. */
function recordNotifications() {
  const w = window as unknown as { notices: string[]; Notification: typeof Notification };
  const Real = w.Notification;
  w.notices = [];
  function Recording(title: string, options?: NotificationOptions) {
    w.notices.push(options?.body ?? title);
    try {
      return new Real(title, options);
    } catch {
      return { close: () => undefined };
    }
  }
  Object.defineProperty(Recording, 'permission', { get: () => Real.permission });
  Object.assign(Recording, { requestPermission: () => Real.requestPermission() });
  w.Notification = Recording as unknown as typeof Notification;
}

describe('lobby: notification, lost connection banner and Remove, in Chromium against the real server', () => {
  let t: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pages: Record<string, Page> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const [owner, joiner, mod] = await Promise.all([
      createUser(t, 'owner'),
      createUser(t, 'joiner'),
      createUser(t, 'mod', { permissions: { canManageGames: true } }),
    ]);
    for (const session of [owner, joiner, mod]) {
      tokens[session.username] = session.token;
      const context = await contextFor(browser, session);
      contexts.push(context);
      pages[session.username] = await context.newPage();
    }
    await contexts[0].grantPermissions(['notifications'], { origin: t.url });
    await contexts[0].addInitScript(recordNotifications);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it("tells the owner '{name} has joined your game' with a desktop notification", async () => {
    const { owner, joiner } = pages;
    await openLobby(owner, `${t.url}/`, 'owner');
    expect(await owner.evaluate(() => Notification.permission)).toBe('granted');
    await owner.getByRole('button', { name: 'Fight!' }).click();
    await owner.getByLabel('Name').fill('Notice board');
    await owner.getByRole('button', { name: 'Create' }).click();
    await owner.getByTestId('pending-status').waitFor();

    await openLobby(joiner, `${t.url}/`, 'joiner');
    await row(joiner, 'Notice board').getByRole('button', { name: 'Join' }).click();
    await joiner.getByTestId('pending-status').waitFor();
    await expect.poll(() => owner.evaluate(() => (window as unknown as { notices: string[] }).notices)).toEqual(['joiner has joined your game']);
  });

  it('lets a canManageGames user remove a game after the confirmation', async () => {
    const { mod, owner } = pages;
    await openLobby(mod, `${t.url}/`, 'mod');
    const game = row(mod, 'Notice board');
    await game.getByRole('button', { name: 'Remove' }).click();
    const dialog = mod.getByRole('dialog');
    await dialog.getByText('Are you sure you want to kill this game?').waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await game.isVisible()).toBe(true);

    await game.getByRole('button', { name: 'Remove' }).click();
    await mod.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await game.waitFor({ state: 'detached' });
    await owner.getByTestId('pending-status').waitFor({ state: 'detached' });
    expect(await pages.joiner.getByTestId('game-row').count()).toBe(0);
  });

  it('shows the lost-connection banner while the lobby is unreachable and hides it on reconnect', async () => {
    const { mod } = pages;
    const banner = mod.getByRole('alert').filter({ hasText: LOST_CONNECTION_MESSAGE });
    expect(await banner.count()).toBe(0);
    // Offline stops new connections; the server drops the open one (Chromium keeps open WebSockets when offline).
    await contexts[2].setOffline(true);
    // Chromium logs each reconnect attempt that offline mode refuses; the banner is the page's answer.
    expectPageError(/WebSocket connection to .* failed: Error in connection establishment: net::ERR_INTERNET_DISCONNECTED/);
    for (const socket of await t.server.ctx.io.fetchSockets()) if (socket.rooms.has('user:mod')) socket.disconnect(true);
    await banner.waitFor();
    expect(await banner.textContent()).toBe(LOST_CONNECTION_MESSAGE);
    await mod.waitForTimeout(1500); // at least one failed retry: the banner stays
    expect(await banner.isVisible()).toBe(true);

    await contexts[2].setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    await mod.getByTestId('lobby-connection').getByText(/Lobby: (\d+ms|Waiting for ping)/).waitFor();
  });

  it('shows the uploaded avatar beside the name, and the initial when there is none or it fails to load', async () => {
    const { mod } = pages;
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const settings = { background: 'ember', cardSize: 'normal', useSquareCards: false, eloOptOut: false, optionSettings: {} };
    const saved = await fetch(`${t.url}/api/account/owner`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.owner}` },
      body: JSON.stringify({ email: 'owner@example.test', avatar: png, settings }),
    });
    expect(saved.status).toBe(200);
    // joiner's picture was removed from the store: its address answers 404, which Chromium logs.
    await t.server.ctx.db.update(users).set({ avatarFile: '00000000-0000-0000-0000-00000000dead' }).where(eq(users.username, 'joiner'));
    expectPageError(/Failed to load resource: the server responded with a status of 404/);
    await Promise.all([openLobby(pages.owner, `${t.url}/`, 'owner'), openLobby(pages.joiner, `${t.url}/`, 'joiner'), openLobby(mod, `${t.url}/`, 'mod')]);
    await mod.getByRole('button', { name: /\d+ online/ }).click();
    const online = mod.getByRole('list', { name: 'Online users' });
    const person = (name: string) => online.getByRole('listitem').filter({ hasText: name });
    await expect.poll(() => person('owner').locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await person('joiner').getByText('J', { exact: true }).waitFor();
    expect(await person('joiner').locator('img').count()).toBe(0);
    await person('mod').getByText('M', { exact: true }).waitFor();
    await mod.keyboard.press('Escape');
    await t.server.ctx.db.update(users).set({ avatarFile: null }).where(eq(users.username, 'joiner'));
  });

  it("blocking and unblocking change the open lobby's games and chat at once, without a reload", async () => {
    const { owner, joiner } = pages;
    // In the app, not a page load: the lobby socket stays the one that was open.
    const go = (page: Page, path: string) =>
      page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    const community = (page: Page) => page.getByRole('region', { name: 'Community' });
    const chatLine = (page: Page, text: string) => community(page).getByRole('list').getByText(text);
    const say = async (page: Page, text: string) => {
      await community(page).getByLabel('Chat message').fill(text);
      await community(page).getByLabel('Chat message').press('Enter');
      await chatLine(page, text).waitFor();
    };
    await Promise.all([openLobby(owner, `${t.url}/`, 'owner'), openLobby(joiner, `${t.url}/`, 'joiner')]);
    await joiner.getByRole('button', { name: 'Fight!' }).click();
    await joiner.getByLabel('Name').fill('Joiner table');
    await joiner.getByRole('button', { name: 'Create' }).click();
    await row(owner, 'Joiner table').waitFor();
    const loads = { count: 0 };
    owner.on('load', () => loads.count++);

    await go(owner, '/blocklist');
    await owner.getByLabel('Username').fill('joiner');
    await owner.getByRole('button', { name: 'Add' }).click();
    await owner.getByText('Blocklist entry added successfully').waitFor();
    await go(owner, '/');
    await row(owner, 'Joiner table').waitFor({ state: 'detached', timeout: 1000 });
    // Sent after joiner's line went out: owner's own line arriving without it shows it was held back.
    await say(joiner, 'while blocked');
    await say(owner, 'owner speaking');
    expect(await chatLine(owner, 'while blocked').count()).toBe(0);

    await go(owner, '/blocklist');
    await owner.getByRole('button', { name: 'Remove joiner' }).click();
    await owner.getByText('Blocklist entry deleted successfully').waitFor();
    await go(owner, '/');
    await row(owner, 'Joiner table').waitFor({ timeout: 1000 });
    await say(joiner, 'friends again');
    await chatLine(owner, 'friends again').waitFor({ timeout: 1000 });
    expect(loads.count).toBe(0);
  });
});
