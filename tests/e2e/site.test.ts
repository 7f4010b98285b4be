import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePlayers, games } from '../../src/server/db/schema';
import { users } from '../../src/server/db/schema/accounts';
import { launchBrowser } from '../support/browser';
import { expectPageError } from '../support/pageErrors';
import { startTestServer, type TestServer } from '../support/server';
import { contextFor, createUser, openLobby } from './lobbySupport';

/** Serious and critical axe-core violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page } as never).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('site shell, menus, text pages, crash reports and accessibility', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('shows the menu by login and permission', async () => {
    const [player, admin] = await Promise.all([
      createUser(t, 'player'),
      createUser(t, 'boss', { permissions: { canManageUsers: true, canManageNodes: true, canManageBanlist: true, canManageGames: true } }),
    ]);
    const anon = await (await contextFor(browser, null)).newPage();
    await openLobby(anon, `${t.url}/`);
    const nav = anon.getByRole('navigation', { name: 'Main menu' });
    for (const item of ['Play', 'Cards', 'Rules', 'Login', 'Register']) expect(await nav.getByText(item, { exact: true }).isVisible()).toBe(true);
    expect(await nav.getByText('Decks', { exact: true }).count()).toBe(0);
    expect(await nav.getByText('Admin').count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Rules' }).getAttribute('href')).toBe('/how-to-play');

    const p = await (await contextFor(browser, player)).newPage();
    await openLobby(p, `${t.url}/`, 'player');
    const pnav = p.getByRole('navigation', { name: 'Main menu' });
    expect(await pnav.getByText('Decks', { exact: true }).isVisible()).toBe(true);
    expect(await pnav.getByText('Login', { exact: true }).count()).toBe(0);
    expect(await pnav.getByText('Admin').count()).toBe(0);
    await pnav.getByRole('button', { name: 'player' }).click();
    await p.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await p.getByRole('menuitem', { name: 'Logout' }).isVisible()).toBe(true);
    await p.keyboard.press('Escape');
    await p.goto(`${t.url}/users`);
    await p.getByText('Sorry, you are not authorised to view that page.').waitFor();
    expect(await p.title()).toBe('Unauthorised · Emberhall');

    const a = await (await contextFor(browser, admin)).newPage();
    await openLobby(a, `${t.url}/`, 'boss');
    await a.getByRole('button', { name: /Admin/ }).click();
    for (const item of ['Users', 'Nodes', 'Ban List']) await a.getByRole('menuitem', { name: item }).waitFor();
    await Promise.all([anon.context().close(), p.context().close(), a.context().close()]);
  });

  it('collapses the left items into a Menu button on a phone, without overflowing', async () => {
    const [player, admin] = await Promise.all([createUser(t, 'phone'), createUser(t, 'phoneboss', { permissions: { canManageUsers: true } })]);
    const phone = { width: 390, height: 844 };
    const overflow = (page: Page) =>
      page.evaluate(() => {
        const nav = document.querySelector('nav[aria-label="Main menu"]')!;
        return { page: document.documentElement.scrollWidth - innerWidth, nav: nav.scrollWidth - nav.clientWidth };
      });
    const anon = await (await contextFor(browser, null, phone)).newPage();
    await openLobby(anon, `${t.url}/`);
    expect(await overflow(anon)).toEqual({ page: 0, nav: 0 });
    const nav = anon.getByRole('navigation', { name: 'Main menu' });
    for (const item of ['Play', 'Cards', 'Rules', 'Login', 'Register']) expect(await nav.getByText(item, { exact: true }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Menu', exact: true }).click();
    for (const item of ['Play', 'Cards', 'Rules', 'Login', 'Register']) await anon.getByRole('menuitem', { name: item }).waitFor();
    await anon.getByRole('menuitem', { name: 'Cards' }).click();
    await anon.waitForURL(`${t.url}/cards`);

    const a = await (await contextFor(browser, admin, phone)).newPage();
    await openLobby(a, `${t.url}/`, 'phoneboss');
    expect(await overflow(a)).toEqual({ page: 0, nav: 0 });
    await a.getByRole('button', { name: 'Menu', exact: true }).click();
    for (const item of ['Play', 'Cards', 'Decks', 'Users', 'Rules']) await a.getByRole('menuitem', { name: item }).waitFor();
    expect(await a.getByRole('menuitem', { name: 'Login' }).count()).toBe(0);
    await a.keyboard.press('Escape');
    await a.getByRole('menuitem', { name: 'Play' }).waitFor({ state: 'detached' });

    const p = await (await contextFor(browser, player, phone)).newPage();
    await openLobby(p, `${t.url}/`, 'phone');
    expect(await overflow(p)).toEqual({ page: 0, nav: 0 });
    await Promise.all([anon.context().close(), a.context().close(), p.context().close()]);
  });

  it('shows Not Found and Unauthorised pages, and the text pages', async () => {
    const page = await (await contextFor(browser, null)).newPage();
    await page.goto(`${t.url}/no/such/page`);
    await page.getByText("Sorry, the page you were looking for couldn't be found.").waitFor();
    await page.goto(`${t.url}/unauth`);
    await page.getByText('Sorry, you are not authorised to view that page.').waitFor();
    for (const [path, heading] of [
      ['/privacy', 'Privacy Policy'],
      ['/about', 'About Emberhall'],
      ['/community', 'Community'],
      ['/how-to-play', 'How to play Emberhall'],
      ['/manual-commands', 'Manual commands'],
    ]) {
      await page.goto(`${t.url}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    expect(await page.getByText('/draw N').isVisible()).toBe(true);
    await page.context().close();
  });

  it('stores a crash report with its breadcrumbs, validates the body and rate limits', async () => {
    const body = { message: 'boom', source: 'boundary', url: `${t.url}/`, breadcrumbs: [{ time: new Date().toISOString(), category: 'navigation', message: '/' }] };
    const post = (b: unknown) => fetch(`${t.url}/api/crash`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
    expect((await post(body)).status).toBe(200);
    expect((await post({ source: 'nope' })).status).toBe(400);
    const { crashReports } = await import('../../src/server/db/schema/accounts');
    const rows = await t.server.ctx.db.select().from(crashReports);
    expect(rows.some((r) => r.message === '[boundary] boom' && (r.breadcrumbs as unknown[]).length === 1)).toBe(true);
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(body)).status);
    expect(statuses).toContain(429);
  });

  it('has no serious axe-core violations on any page', async () => {
    const user = await createUser(t, 'axeuser');
    const page = await (await contextFor(browser, user)).newPage();
    const found: Record<string, string[]> = {};
    for (const path of ['/', '/cards', '/privacy', '/about', '/community', '/how-to-play', '/manual-commands', '/no/such/page', '/unauth']) {
      await page.goto(`${t.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (path === '/cards') await page.getByText(/\d+ cards/).waitFor();
      found[path] = await seriousViolations(page);
    }
    await page.goto(`${t.url}/`);
    await page.getByRole('button', { name: 'Fight!' }).click();
    await page.getByLabel('Name').waitFor();
    found['/ (new game form)'] = await seriousViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Solo', exact: true }).click();
    await page.getByRole('radio', { name: /^Solo/ }).waitFor();
    found['/ (solo new game form)'] = await seriousViolations(page);

    // A phone: the left items collapse into the Menu button, open and closed.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    found['/ (390 wide)'] = await seriousViolations(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Play' }).waitFor();
    found['/ (390 wide, menu open)'] = await seriousViolations(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
    await page.context().close();
  });

  /**
   * Results after a solo game only: the hint naming the Solo filter, the report and league pages with
   * their empty and error states (this server has no PvP game), and a title per route.
   */
  describe('results pages, the filter hint and page titles', () => {
    let context: BrowserContext;
    let page: Page;
    const pageErrors: string[] = [];

    beforeAll(async () => {
      const session = await createUser(t, 'sola');
      const [me] = await t.server.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'sola'));
      // One finished solo game against the chimera, recorded as the node records it.
      const gameId = randomUUID();
      const finishedAt = new Date(Date.now() - 3_600_000);
      await t.server.ctx.db.insert(games).values({
        id: gameId, name: "sola's game", gameType: 'solo', gameFormat: 'solo', startedAt: new Date(finishedAt.getTime() - 20 * 60_000), finishedAt, winner: 'sola', winReason: 'champions defeated',
      });
      await t.server.ctx.db.insert(gamePlayers).values([
        { gameId, userId: me.id, username: 'sola', deckName: 'Dawn Deck', champions: ['seraphine-dawnsworn'], won: true },
        { gameId, userId: null, username: 'Chimera', deckName: 'Chimera', champions: ['ashmaw-head'], won: false },
      ]);
      context = await contextFor(browser, session);
      page = await context.newPage();
      page.on('pageerror', (e) => pageErrors.push(e.message));
    });
    afterAll(async () => {
      await context?.close();
    });

    it('after a solo game, Results names the Solo filter that shows it', async () => {
      await page.goto(`${t.url}/results`);
      await page.getByText('You have no recorded games.').waitFor();
      const hint = page.getByRole('note', { name: 'Games under another type' });
      expect(await hint.textContent()).toContain('The Game type filter hides your games of this period.');
      await hint.getByRole('button', { name: 'Solo: 1 game' }).click();
      await expect.poll(() => page.getByRole('combobox', { name: 'Game type' }).inputValue()).toBe('solo');
      const stats = page.getByRole('table', { name: 'Champion Stats' });
      await stats.waitFor();
      expect(await stats.locator('tbody tr').first().locator('td').allTextContents()).toEqual(['Seraphine Dawnsworn', '1', '0', '1', '100']);
      expect(await page.title()).toBe('Match Results · Emberhall');
    });

    it('opens a champion report from Results: empty, since a solo game is no matchup; an unknown id shows the error', async () => {
      await page.getByRole('link', { name: 'Seraphine Dawnsworn' }).click();
      await page.getByText('No decided PvP games with Seraphine Dawnsworn in this period.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/results/report/seraphine-dawnsworn');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Matchup report: Seraphine Dawnsworn');
      // The page's own title sits above the route's.
      expect(await page.title()).toBe('Matchup report: Seraphine Dawnsworn · Emberhall');
      // Back to Results keeps the filter it came from.
      await page.goBack();
      await page.getByRole('table', { name: 'Champion Stats' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Game type' }).inputValue()).toBe('solo');

      await page.goto(`${t.url}/results/report/no-such-champion`);
      expect(await page.getByRole('alert').filter({ hasText: 'No such deck or champion' }).textContent()).toContain('No such deck or champion');
      expect(await page.title()).toBe('Matchup report · Emberhall');
    });

    it('opens the league pairings from Results: empty when nobody played PvP lately; a failed call shows the error', async () => {
      await page.goto(`${t.url}/results`);
      await page.getByRole('link', { name: 'League pairings' }).click();
      await page.getByText(/^No one has finished a PvP game since \d{4}-\d{2}-\d{2}, so there are no pairings yet\.$/).waitFor();
      expect(await page.title()).toBe('League pairings · Emberhall');
      await page.getByRole('link', { name: /Back to Match Results/ }).click();
      await page.getByText('You have no recorded games.').waitFor();

      // A server that does not answer: the spec's no-response message in the error alert.
      // The aborted call is logged by Chromium itself; the page's own error state is what this checks.
      expectPageError(/Failed to load resource: net::ERR_FAILED/);
      await page.route('**/api/league/pairings', (route) => route.abort());
      await page.goto(`${t.url}/results/league`);
      await page.getByRole('alert').filter({ hasText: 'An error occured communicating with the server' }).waitFor();
      await page.unroute('**/api/league/pairings');
    });

    it('gives every route its own title', async () => {
      const expected: [string, string][] = [
        ['/', 'Lobby · Emberhall'],
        ['/decks', 'Decks · Emberhall'],
        ['/cards', 'Cards · Emberhall'],
        ['/profile', 'Profile · Emberhall'],
        ['/replay', 'Replay · Emberhall'],
        ['/no-such-page', 'Page not found · Emberhall'],
      ];
      for (const [path, title] of expected) {
        await page.goto(`${t.url}${path}`);
        // The startup refresh rotates the refresh token: let it land before the next load.
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'sola' }).waitFor();
        await expect.poll(() => page.title()).toBe(title);
      }
      // Client-side navigation changes it too.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cards', exact: true }).click();
      await expect.poll(() => page.title()).toBe('Cards · Emberhall');
      expect(pageErrors).toEqual([]);
    });
  });
});
