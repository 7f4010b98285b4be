import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/server/db/schema/games';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver } from './boardDriver';
import { contextFor, createUser, openLobby, startSoloGame } from './lobbySupport';

/**
 * A game on a node thread (NODE_THREADS, issue 19), in Chromium against the real server: the board's
 * socket goes to the thread's own port, and the game is played there, turns against the chimera (whose
 * moves are thought on that thread's bot workers) and leaving, which forfeits.
 */
describe('a solo game on a game node thread, in Chromium', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  const sockets: string[] = [];
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer('pglite', { NODE_THREADS: '1' }), launchBrowser()]);
    const session = await createUser(t, 'threader');
    page = await (await contextFor(browser, session)).newPage();
    page.on('websocket', (ws) => sockets.push(ws.url()));
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('plays turns and leaves over the thread’s own port', async () => {
    await openLobby(page, `${t.url}/`, 'threader');
    await startSoloGame(page);
    const board = new BoardDriver(page);
    await board.waitForBoard();
    const lobbyPort = new URL(t.url).port;
    const ports = sockets.map((u) => new URL(u).port);
    expect(ports).toContain(lobbyPort);
    const gamePorts = ports.filter((p) => p !== lobbyPort);
    expect(gamePorts.length, sockets.join(' ')).toBeGreaterThan(0);
    // Two of the player's turns: each Pass goes to the thread, the chimera answers from there.
    for (let turn = 0; turn < 2; turn++) {
      await board.untilOwnTurn(60_000);
      expect(await board.pressButton(/^(Pass|End turn)/)).toBe(true);
    }
    await board.untilOwnTurn(60_000);
    // A solo game's quit control is Leave: the player forfeits and is back in the lobby.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Leave' }).click();
    const sure = page.getByRole('dialog').getByRole('button', { name: 'Ok' });
    if (await sure.isVisible({ timeout: 2000 }).catch(() => false)) await sure.click();
    await page.getByTestId('game-board').waitFor({ state: 'detached', timeout: 10_000 });
    // The game's end was recorded through the thread's link to the database.
    const ended = async () => (await t.server.ctx.db.select().from(games)).filter((g) => g.finishedAt && g.winReason).map((g) => g.winReason);
    await expect.poll(ended, { timeout: 10_000 }).toEqual(['left']);
  }, 180_000);
});
