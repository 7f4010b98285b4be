import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Settings } from '../../src/protocol/account';
import { users } from '../../src/server/db/schema';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver } from './boardDriver';
import { contextFor, createUser, openLobby } from './lobbySupport';

const status = (page: Page) => page.getByTestId('pending-status').textContent();

describe('lobby: a solo game against the chimera, in Chromium against the real server', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const hermit = await createUser(t, 'hermit');
    // hermit's profile: large square cards (issue 22: the board's card size follows the profile).
    await t.server.ctx.db.update(users).set({ settings: { ...Settings.parse({}), cardSize: 'large', useSquareCards: true } }).where(eq(users.username, 'hermit'));
    page = await (await contextFor(browser, hermit)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('opens the New Game form on Solo with the chimera format, starts and lands on the board', async () => {
    await openLobby(page, `${t.url}/`, 'hermit');
    await page.getByRole('button', { name: 'Solo', exact: true }).click();
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

  it('keeps the top menu inside a phone screen during the game, the connection behind its status dot', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const serious = async () => {
      const axe = await new AxeBuilder({ page } as never).include('header').include('[role="menu"]').include('[role="dialog"], [id^="headlessui-popover-panel"]').analyze();
      return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    };
    await nav.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Play' }).waitFor();
    expect(await serious()).toEqual([]);
    await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: 'Connection' }).click();
    await page.getByTestId('game-connection').waitFor();
    await page.getByTestId('lobby-connection').waitFor();
    expect(await serious()).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await nav.getByRole('button', { name: 'Concede' }).isVisible()).toBe(true);
    expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('concedes from the top menu after the confirmation', async () => {
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Concede' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to concede this game?').waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await nav.getByRole('button', { name: 'Concede' }).isVisible()).toBe(true);

    await nav.getByRole('button', { name: 'Concede' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    // A finished game offers no Concede, only Leave (which then needs no confirmation).
    await nav.getByRole('button', { name: 'Concede' }).waitFor({ state: 'detached', timeout: 10_000 });
    await nav.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Solo', exact: true }).and(page.locator(':enabled')).waitFor();
  });
});
