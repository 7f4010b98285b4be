import AxeBuilder from '@axe-core/playwright';
import { createServer, type AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { expectPageError } from '../support/pageErrors';
import { startTestServer, type TestServer } from '../support/server';
import { contextFor, createUser, openLobby } from './lobbySupport';

const status = (page: Page) => page.getByTestId('pending-status').textContent();

describe('lobby: a solo game against the chimera, in Chromium against the real server', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  let closedPort: number;
  beforeAll(async () => {
    [t, browser, closedPort] = await Promise.all([startTestServer(), launchBrowser(), freePort()]);
    page = await (await contextFor(browser, await createUser(t, 'hermit'))).newPage();
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
      await page.getByRole('button', { name: 'Solo', exact: true }).click();
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('button', { name: 'Select deck...' }).first().click();
      await page.getByRole('button', { name: /Choose for me/ }).click();
      await expect.poll(() => status(page)).toBe('Ready to begin, click start to begin the game');
      await page.getByRole('button', { name: 'Start' }).click();
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
});

/** A local port that nothing listens on (taken, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
