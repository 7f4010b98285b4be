import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { createServer, type AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Settings } from '../../src/protocol/account';
import { users } from '../../src/server/db/schema';
import { launchBrowser } from '../support/browser';
import { expectPageError } from '../support/pageErrors';
import { LobbyClient, makeUser } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver } from './boardDriver';
import { contextFor, createUser, openLobby, startSoloGame } from './lobbySupport';

// At the board the games count comes alone (server/lobby/heldLists.ts): every 300 ms here, not 10 s.
process.env.HELD_COUNT_MS = '300';

const status = (page: Page) => page.getByTestId('pending-status').textContent();

describe('lobby: a solo game against the chimera, in Chromium against the real server', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  let closedPort: number;
  beforeAll(async () => {
    [t, browser, closedPort] = await Promise.all([startTestServer(), launchBrowser(), freePort()]);
    const hermit = await createUser(t, 'hermit');
    // hermit's profile: large square cards (issue 22: the board's card size follows the profile).
    await t.server.ctx.db.update(users).set({ settings: { ...Settings.parse({}), cardSize: 'large', useSquareCards: true } }).where(eq(users.username, 'hermit'));
    page = await (await contextFor(browser, hermit)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('shows the release beside the build, and links in the lobby chat open in a new tab (private addresses stay text)', async () => {
    await openLobby(page, `${t.url}/`, 'hermit');
    await expect.poll(() => page.getByTestId('release').textContent()).toBe('Emberhall 11.1 · 2025.08.31');
    const chat = page.getByRole('region', { name: 'Community' });
    await chat.getByRole('textbox', { name: 'Chat message' }).fill('rules at https://example.com/rules not http://192.168.1.1/admin or javascript:alert(1)');
    await chat.getByRole('textbox', { name: 'Chat message' }).press('Enter');
    const link = chat.getByRole('link', { name: 'https://example.com/rules' });
    await link.waitFor({ timeout: 5000 });
    expect([await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    await chat.getByText(/http:\/\/192\.168\.1\.1\/admin/).waitFor();
    expect(await chat.getByRole('link').count()).toBe(1);
  });

  it('opens the New Game form on Solo with the chimera format, starts and lands on the board', async () => {
    await page.getByRole('button', { name: 'Solo', exact: true }).click();
    // Casual games are "Unranked" (site-spec): the form's type says so.
    await page.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Unranked' }).waitFor();
    const solo = page.getByRole('radio', { name: /^Solo/ });
    expect(await solo.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radiogroup', { name: 'Format' }).getByRole('radio').count()).toBe(1);
    await page.getByRole('button', { name: 'Create' }).click();
    const bot = page.getByTestId('pending-player').filter({ hasText: 'Chimera' });
    await bot.waitFor();
    expect(await bot.getByRole('img', { name: 'New player' }).count()).toBe(0); // the bot is no new player

    await page.getByRole('button', { name: 'Select deck...' }).first().click();
    await page.getByRole('button', { name: /Choose for me/ }).click();
    await expect.poll(() => status(page)).toBe('Ready to begin, click start to begin the game');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('game-board').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid=game-board] canvas').waitFor();
    await page.getByTestId('board-mirror').waitFor({ state: 'attached' });
    // The game's name is the board's header and the page title.
    await expect.poll(() => page.getByTestId('game-name').textContent()).toBe("hermit's game");
    await expect.poll(() => page.title()).toBe("hermit's game · Emberhall");
  });

  it("draws the profile's large square cards, and + and - step the size along the ladder, kept in the profile", async () => {
    const board = new BoardDriver(page);
    await board.waitForBoard();
    const card = (await board.uuids('me hand'))[0]!;
    const width = async () => (await board.cardBox(card))?.w ?? 0;
    const storedSize = async () => (await t.server.ctx.db.select({ settings: users.settings }).from(users).where(eq(users.username, 'hermit')))[0]!.settings.cardSize;
    const settle = { timeout: 5000 };
    // Square: as wide as tall.
    await expect.poll(async () => { const b = (await board.cardBox(card))!; return Math.abs(b.w / b.h - 1) < 0.05; }, settle).toBe(true);
    await expect.poll(width, settle).toBeGreaterThan(0);
    const start = await width();
    const after = async (key: string, size: string) => {
      const before = await width();
      await page.keyboard.press(key);
      await expect.poll(storedSize, settle).toBe(size);
      // The canvas tweens to the new size: wait until it holds still.
      let last = -1;
      await expect.poll(async () => { const w = await width(); const still = w === last; last = w; return still; }, settle).toBe(true);
      return { before, now: await width() };
    };
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const up = await after('+', 'x-large');
    expect(up.now).toBeGreaterThan(start);
    // One step down from the top is where the game started: the profile's large.
    const back = await after('-', 'large');
    expect(back.now).toBeCloseTo(start, 0);
    await after('+', 'x-large');
    await page.keyboard.press('+'); // stays at the top end
    const normal = await after('-', 'large').then(() => after('-', 'normal'));
    expect(normal.now).toBeLessThan(start);
    const small = await after('-', 'small');
    expect(small.now).toBeLessThan(normal.now);
    await page.keyboard.press('-'); // stays at the bottom end
    await expect.poll(width, settle).toBeCloseTo(small.now, 0);
    expect(await storedSize()).toBe('small');
    // The settings' Bigger control steps the same ladder; Smaller is off at the bottom end.
    await page.getByRole('navigation', { name: 'Game menu' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('button', { name: /Smaller/ }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: /Bigger/ }).click();
    await expect.poll(() => dialog.locator('select').inputValue(), settle).toBe('normal');
    await expect.poll(storedSize, settle).toBe('normal');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("keeps the header's games and users counts true during the game, and the games list comes whole when opened", async () => {
    const count = page.getByRole('button', { name: /^\d+ games?$/ });
    const users = page.getByText(/^\d+ users? online$/);
    await expect.poll(() => count.textContent()).toBe('1 game');
    await expect.poll(() => users.textContent()).toBe('1 user online');
    const host = await LobbyClient.connect(t.url, await makeUser(t, 'tablehost'));
    try {
      await host.newGame({ name: 'Table beside the board' });
      await expect.poll(() => count.textContent(), { timeout: 5000 }).toBe('2 games');
      await expect.poll(() => users.textContent(), { timeout: 5000 }).toBe('2 users online');
      await count.click();
      await page.getByText('Table beside the board').waitFor({ timeout: 5000 });
      await page.screenshot({ path: '.tmp/header-games-in-game-1280x800.png' });
      await page.keyboard.press('Escape');
      await host.ok('leavegame');
      await expect.poll(() => count.textContent(), { timeout: 5000 }).toBe('1 game');
    } finally {
      host.close();
    }
  });

  it('drops the navigation during the game; an address typed opens its page while the game runs on, and Play brings the board back', async () => {
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const navigation = () => Promise.all(['Play', 'Cards', 'Decks', 'Rules'].map((name) => nav.getByRole('link', { name, exact: true }).count()));
    await expect.poll(navigation).toEqual([0, 0, 0, 0]);
    // The game controls, indicators and profile menu stay.
    await nav.getByRole('button', { name: 'Leave' }).waitFor();
    await nav.getByTestId('game-connection').waitFor();
    await nav.getByRole('button', { name: 'hermit' }).waitFor();
    await page.goto(`${t.url}/cards`);
    await nav.getByRole('link', { name: 'Play', exact: true }).waitFor();
    await expect.poll(navigation).toEqual([1, 1, 1, 1]);
    await nav.getByRole('link', { name: 'Play', exact: true }).click();
    await page.locator('[data-testid=game-board] canvas').waitFor({ timeout: 10_000 });
    await expect.poll(navigation).toEqual([0, 0, 0, 0]);
  });

  it('keeps the top menu inside a phone screen during the game, the connection behind its status dot', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const serious = async () => {
      const axe = await new AxeBuilder({ page } as never).include('header').include('[role="menu"]').include('[role="dialog"], [id^="headlessui-popover-panel"]').analyze();
      return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    };
    // No navigation on the board (board-spec 2), so no Menu button either.
    await nav.getByRole('button', { name: 'Connection' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Connection' }).click();
    await page.getByTestId('game-connection').waitFor();
    await page.getByTestId('lobby-connection').waitFor();
    expect(await serious()).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await nav.getByRole('button', { name: 'Leave' }).isVisible()).toBe(true);
    expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('offers no Concede in a solo game, in the top bar or the game menu: Leave asks first, then ends the game', async () => {
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const gameMenu = page.getByRole('navigation', { name: 'Game menu' });
    await gameMenu.getByRole('button', { name: 'Leave' }).waitFor();
    for (const menu of [nav, gameMenu]) expect(await menu.getByRole('button', { name: 'Concede' }).count()).toBe(0);

    await nav.getByRole('button', { name: 'Leave' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Your game is not finished. If you leave you will concede the game. Are you sure you want to leave?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('game-board').isVisible()).toBe(true);

    await nav.getByRole('button', { name: 'Leave' }).click();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await page.getByRole('button', { name: 'Solo', exact: true }).and(page.locator(':enabled')).waitFor({ timeout: 10_000 });
    await expect.poll(() => page.title()).not.toContain("hermit's game");
    // The game is over: the navigation is back.
    await nav.getByRole('link', { name: 'Play', exact: true }).waitFor();
  });

  it("ends a game whose server cannot be reached with 'Could not connect to the game server' in the lobby, and tells the lobby", async () => {
    // A user of its own, so this test does not depend on how the game above ended.
    const page = await (await contextFor(browser, await createUser(t, 'wanderer'))).newPage();
    const sent: string[] = [];
    page.on('websocket', (ws) => ws.on('framesent', (f) => sent.push(String(f.payload))));
    await openLobby(page, `${t.url}/`, 'wanderer');
    // The node advertises an address where nothing listens: the browser's game socket cannot reach it.
    const name = t.server.ctx.gameNode!.name;
    const node = t.server.ctx.lobby!.nodes.get(name)!;
    const endpoint = node.endpoint.bind(node);
    node.endpoint = () => ({ address: '127.0.0.1', port: closedPort, secure: false, path: '/socket.io' });
    expectPageError(new RegExp(`WebSocket connection to 'ws://127\\.0\\.0\\.1:${closedPort}/socket\\.io/.*' failed`));
    try {
      await startSoloGame(page);
      // Five attempts (1 + 2 + 3 + 4 + 5 s apart), then the player is told and is back in the lobby.
      await page.getByText(`Could not connect to the game server ${name}`).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Solo', exact: true }).and(page.locator(':enabled')).waitFor({ timeout: 2000 });
      expect(await page.getByTestId('game-host').count()).toBe(0);
      expect(sent.filter((f) => f.includes('"connectfailed"'))).toEqual([expect.stringContaining(`"connectfailed","${name}"`)]);
      // The lobby freed the player from the game.
      await expect.poll(() => t.server.ctx.lobby!.gameOf('wanderer')).toBeNull();
    } finally {
      node.endpoint = endpoint;
    }
  }, 30_000);

  it('a session that ends mid-game shows "You are not logged in, redirecting..." on the board, then the lobby at /', async () => {
    const page = await (await contextFor(browser, await createUser(t, 'drifter'))).newPage();
    await openLobby(page, `${t.url}/`, 'drifter');
    await startSoloGame(page);
    await page.locator('[data-testid=game-board] canvas').waitFor({ timeout: 20_000 });
    // Logged out in another tab: the tokens leave storage, and this tab hears it through the storage event.
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('refreshToken');
      dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' }));
    });
    await page.getByTestId('game-host').getByText('You are not logged in, redirecting...').waitFor({ timeout: 2000 });
    await page.getByText('Please log in to be able to start a new game').waitFor({ timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('game-host').count()).toBe(0);
    await page.close();
  }, 30_000);
});

/** A local port that nothing listens on (taken, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
