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
  let cookie: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    cookie = await createUser(t, 'roller');
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('a tap on a power-face die uses its power: the die is spent and the log says what it did', async () => {
    // A page of its own, so a retry starts again from the lobby.
    const page: Page = await (await contextFor(browser, cookie)).newPage();
    await openLobby(page, `${t.url}/`, 'roller');
    await startSoloGame(page);
    await page.getByTestId('game-board').waitFor();
    // The dice are random: a usable power may not come up this turn. Pass and end turns, as a player
    // would, until one of our dice offers a power (the chimera may also open the round).
    let die: { uuid: string; x: number; y: number } | null = null;
    await expect
      .poll(
        async () => {
          die = (await page.evaluate(USABLE)) as typeof die;
          if (!die) await page.evaluate(passiveStep(false));
          return die;
        },
        { timeout: 90_000, interval: 500 },
      )
      .not.toBeNull();
    await page.screenshot({ path: '.tmp/dice-area-1280x800.png' });
    await page.mouse.click(die!.x, die!.y);
    const item = page.locator(`[data-testid=board-mirror] li[data-die="${die!.uuid}"]`);
    // Spent: neither its power nor "Pay with" is offered any more, and no other die offers a power this turn.
    await expect.poll(() => item.locator('button').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.locator('[data-testid=board-mirror] button', { hasText: 'Use power' }).count()).toBe(0);
    await expect.poll(() => page.getByText(/use a \w+ die:/).count()).toBeGreaterThan(0);
  });
});
