import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { contextFor, createUser, openLobby } from './lobbySupport';

const header = (page: Page) => page.getByTestId('draft-header').textContent();

/** Screenshots for review (SCREENSHOTS=1): 1280x800 and 3840x2160, under .tmp/. */
async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  for (const [w, h] of [[1280, 800], [3840, 2160]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `.tmp/shot-${name}-${w}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('lobby: Pod Draft in Chromium', () => {
  let t: TestServer;
  let browser: Browser;
  let a: Page;
  let b: Page;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const [alice, bob] = await Promise.all([createUser(t, 'alice'), createUser(t, 'bob', { gamesPlayed: 20 })]);
    [a, b] = await Promise.all([contextFor(browser, alice).then((c) => c.newPage()), contextFor(browser, bob).then((c) => c.newPage())]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('drafts 4 champions each in snake order, discards one, starts and lands on the board', async () => {
    await openLobby(a, `${t.url}/`, 'alice');
    await shoot(a, 'lobby-empty');
    await a.getByRole('button', { name: 'Fight!' }).click();
    await shoot(a, 'new-game');
    await a.getByRole('radio', { name: /Pod Draft/ }).click();
    await a.getByRole('button', { name: 'Create' }).click();
    await a.getByTestId('pending-status').waitFor();
    await openLobby(b, `${t.url}/`, 'bob');
    await shoot(b, 'lobby-list');
    await b.getByTestId('game-row').getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => a.getByTestId('pending-status').textContent()).toBe('Ready to draft, click Start draft to begin');
    await shoot(a, 'pending');
    await a.getByRole('button', { name: 'Start draft' }).click();
    await a.getByTestId('draft-panel').waitFor();
    await b.getByTestId('draft-panel').waitFor();

    for (let pick = 0; pick < 8; pick++) {
      await expect.poll(async () => [await header(a), await header(b)].sort().join()).toBe('Their Choice,Your Choice');
      const chooser = (await header(a)) === 'Your Choice' ? a : b;
      if (pick === 1) await shoot(chooser, 'draft');
      const before = await chooser.getByTestId('my-picks').getByTestId('champion').count();
      await chooser.getByTestId('draft-pool').locator('[data-testid="champion"]:enabled').first().click();
      await expect.poll(() => chooser.getByTestId('my-picks').getByTestId('champion').count()).toBe(before + 1);
    }
    for (const page of [a, b]) {
      await expect.poll(() => header(page)).toBe('Discard One');
      await page.getByTestId('my-picks').locator('[data-testid="champion"]:enabled').first().click();
    }
    await expect.poll(() => header(a)).toBe('Ready!');
    await expect.poll(() => a.getByTestId('pending-status').textContent()).toBe('Ready to begin, click start to begin the game');
    await a.getByRole('button', { name: 'Start', exact: true }).click();
    await a.getByTestId('game-board').waitFor({ timeout: 20_000 });
    await b.getByTestId('game-board').waitFor({ timeout: 20_000 });
  });
});
