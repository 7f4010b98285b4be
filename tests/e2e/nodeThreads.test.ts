import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/server/db/schema/games';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver, passiveStep } from './boardDriver';
import { contextFor, createUser, openLobby, startSoloGame } from './lobbySupport';

/**
 * A game on a node thread (NODE_THREADS, issue 19), in Chromium against the real server: the board's
 * socket goes to the thread's own port, and the game is played there, turns against the chimera (whose
 * moves are thought on that thread's bot workers) and leaving, which forfeits.
 */
describe('a solo game on a game node thread, in Chromium', () => {
  let t: TestServer;
  let browser: Browser;
  let attempt = 0;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer('pglite', { NODE_THREADS: '1' }), launchBrowser()]);
  }); // the e2e project's hookTimeout (vitest.config.ts): a server and Chromium starting on a loaded 2-core machine can take over 30 s
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /**
   * One step of the player, decided and made inside the page in one task (a view arriving between a read
   * and a click cannot change what is clicked): Pass on the player's own turn ('turn'), else as a passive
   * player answers the chimera's turn (boardDriver.ts passiveStep).
   */
  const step = `(() => {
    const prompt = document.querySelector('[aria-label=Prompt]');
    if (prompt && /Your turn/.test(prompt.textContent) && !document.querySelector('[role=dialog]')) {
      const pass = [...prompt.querySelectorAll('button')].find((b) => !b.disabled && /^(Pass|End turn)$/.test(b.textContent));
      if (pass) { pass.click(); return 'turn'; }
    }
    return ${passiveStep(false)};
  })()`;

  it('plays turns and leaves over the thread’s own port', async () => {
    // A new player per attempt: a retry must not find the last attempt's game.
    const name = `threader${++attempt}`;
    const page = await (await contextFor(browser, await createUser(t, name))).newPage();
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await openLobby(page, `${t.url}/`, name);
    await page.getByRole('button', { name: 'Solo', exact: true }).waitFor({ timeout: 60_000 });
    await startSoloGame(page);
    const board = new BoardDriver(page);
    await board.waitForBoard();
    const lobbyPort = new URL(t.url).port;
    const gamePorts = sockets.map((u) => new URL(u).port).filter((p) => p !== lobbyPort);
    expect(gamePorts.length, sockets.join(' ')).toBeGreaterThan(0);
    // Two of the player's turns passed, the chimera's answered: every click goes to the thread and back.
    let turns = 0;
    const deadline = Date.now() + 90_000;
    while (turns < 2 && Date.now() < deadline) {
      const did = (await page.evaluate(step)) as string;
      if (did === 'over') throw new Error('The game ended before two turns');
      if (did === 'turn') turns++;
      if (did === 'wait' || did === 'turn') await page.waitForTimeout(150);
    }
    expect(turns).toBe(2);
    // A solo game's quit control is Leave: the player forfeits and is back in the lobby.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Leave' }).click();
    const sure = page.getByRole('dialog').getByRole('button', { name: 'Ok' });
    if (await sure.isVisible({ timeout: 2000 }).catch(() => false)) await sure.click();
    await page.getByTestId('game-board').waitFor({ state: 'detached', timeout: 10_000 });
    // The game's end was recorded through the thread's link to the database.
    const ended = async () => (await t.server.ctx.db.select().from(games)).filter((g) => g.finishedAt && g.winReason).length;
    await expect.poll(ended, { timeout: 10_000 }).toBe(attempt);
    await page.close();
  }, 180_000);
});
