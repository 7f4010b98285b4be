import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { passiveStep } from './boardDriver';
import { contextFor, createUser, openLobby, startSoloGame } from './lobbySupport';

/** A die of the player's whose power may be used now: the mirror offers its "Use power" button. */
const USABLE = `(() => {
  const li = [...document.querySelectorAll('[data-testid=board-mirror] li[data-die]')].find((x) => [...x.querySelectorAll('button')].some((b) => b.textContent === 'Use power'));
  if (!li) return null;
  const uuid = li.getAttribute('data-die');
  const r = window.__boardDice && window.__boardDice(uuid);
  const canvas = document.querySelector('[data-testid=game-board] canvas');
  if (!r || !canvas) return null;
  const c = canvas.getBoundingClientRect();
  return { uuid, x: c.left + r.x + r.width / 2, y: c.top + r.y + r.height / 2 };
})()`;

describe('dice powers on the board (rules version 3), in Chromium against the real server', () => {
  let t: TestServer;
  let browser: Browser;
  // A retried test plays as a new user: the first attempt's user is still in its game.
  let attempt = 0;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('a tap on a power-face die uses its power: the die is spent and the log says what it did', async () => {
    const name = `roller${++attempt}`;
    const page: Page = await (await contextFor(browser, await createUser(t, name))).newPage();
    await openLobby(page, `${t.url}/`, name);
    await startSoloGame(page);
    await page.getByTestId('game-board').waitFor();
    // The dice are random: a usable power may not come up this turn. Pass and end turns, as a player
    // would, until one of our dice offers a power (the chimera may also open the round), then tap it.
    // A tap that lands as the turn moves on (the die no longer offers its power) is tried again on the next.
    let die: { uuid: string; x: number; y: number } | null = null;
    let shot = false;
    await expect
      .poll(
        async () => {
          const found = (await page.evaluate(USABLE)) as typeof die;
          if (!found) {
            await page.evaluate(passiveStep(false));
            return false;
          }
          if (!shot) await page.screenshot({ path: '.tmp/dice-area-1280x800.png' });
          shot = true;
          die = found;
          await page.mouse.click(found.x, found.y);
          // Used: the die offers nothing any more and the log says what its power did.
          const offers = page.locator(`[data-testid=board-mirror] li[data-die="${found.uuid}"] button`);
          const used = async () => (await offers.count()) === 0 && (await page.getByText(/use a \w+ die:/).count()) > 0;
          return expect.poll(used, { timeout: 5000 }).toBe(true).then(() => true, () => false);
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(true);
    const item = page.locator(`[data-testid=board-mirror] li[data-die="${die!.uuid}"]`);
    // Spent: neither its power nor "Pay with" is offered any more, and no other die offers a power this turn.
    expect(await item.locator('button').count()).toBe(0);
    expect(await page.locator('[data-testid=board-mirror] button', { hasText: 'Use power' }).count()).toBe(0);
    await expect.poll(() => page.getByText(/use a \w+ die:/).count()).toBeGreaterThan(0);
  });
});
