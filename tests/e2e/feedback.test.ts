import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver, passiveStep } from './boardDriver';

mkdirSync('.tmp', { recursive: true });

/**
 * Test-only slow motion: the board's tweens read performance.now() (scene/gsapTicker.ts), so
 * scaling it stretches every effect (x4 here) without touching the game or its timers.
 */
const slowMotion = () => {
  const real = performance.now.bind(performance);
  const w = window as unknown as { __slow: number };
  w.__slow = 0.25;
  let last = real();
  let virtual = last;
  performance.now = () => {
    const now = real();
    virtual += (now - last) * w.__slow;
    last = now;
    return virtual;
  };
};

/** What the feedback layer draws right now: its banner, its floating numbers (shown ones: alpha), and what it has drawn so far. */
const probe = (page: Page) =>
  page.evaluate(() => {
    type Node = { label?: string; children: Node[]; text?: string; alpha: number };
    const layer = (window as unknown as { __boardLayer?: { parent: Node } }).__boardLayer;
    const feedback = layer?.parent.children.find((c) => c.label === 'feedback') as (Node & { played: string[] }) | undefined;
    const banner = feedback?.children.find((c) => c.label === 'turn-banner');
    return {
      banner: banner ? banner.alpha : null,
      numbers: feedback?.children.flatMap((c) => (typeof c.text === 'string' ? [{ text: c.text, alpha: c.alpha }] : [])) ?? [],
      drawn: feedback?.children.length ?? 0,
      played: [...(feedback?.played ?? [])],
    };
  });

describe('board feedback in Chromium (/practice against the bot)', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(slowMotion);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('shows attacks, hits and the "Your turn" banner on the canvas, announces them in the live region, and the next input skips them', async () => {
    const board = new BoardDriver(page);
    await page.goto(`${t.url}/practice?seed=16&botDelay=400`);
    await board.waitForBoard();
    const region = page.getByTestId('board-feedback');
    const shots = { banner: false, hit: false, skipped: false };
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !(shots.banner && shots.hit)) {
      let now = await probe(page);
      if (now.banner !== null && !shots.banner) {
        // Taken once it is fully in (a slowed 80 ms fade), as a player sees it.
        await expect.poll(async () => (now = await probe(page)).banner, { timeout: 2000, interval: 20 }).toBeGreaterThan(0.9);
        await page.screenshot({ path: '.tmp/feedback-banner-1280x800.png' });
        shots.banner = true;
        // The player's next input finishes every running effect at once.
        await page.keyboard.press('Shift');
        await expect.poll(async () => (await probe(page)).drawn, { timeout: 2000 }).toBe(0);
        shots.skipped = true;
      }
      if (now.numbers.some((n) => n.text.startsWith('-')) && !shots.hit) {
        await expect.poll(async () => (now = await probe(page)).numbers.some((n) => n.alpha > 0.9), { timeout: 2000, interval: 20 }).toBe(true);
        await page.screenshot({ path: '.tmp/feedback-hit-1280x800.png' });
        shots.hit = true;
      }
      const did = (await page.evaluate(passiveStep(false))) as string;
      if (did === 'over') break;
      if (did === 'wait') await page.waitForTimeout(30);
    }
    expect(shots).toEqual({ banner: true, hit: true, skipped: true });
    const lines = await region.locator('p').allTextContents();
    expect(lines.some((l) => /^.+ deals? \d+ damage to .+$/.test(l)), lines.join(' | ')).toBe(true);
    expect(lines).toContain('Your turn');
    const { played } = await probe(page);
    expect(played).toEqual(expect.arrayContaining(['attack', 'hit', 'turnStart']));
  }, 90_000);

  it('renders nothing once the effects are over (render on demand)', async () => {
    await page.evaluate(() => ((window as unknown as { __slow: number }).__slow = 1));
    const frames = () => page.evaluate(() => (window as unknown as { __boardFrames: { intervals: number[] } }).__boardFrames.intervals.length);
    // Awaiting the player's answer, nothing moves: the ticker falls asleep and stays asleep.
    await expect.poll(() => new BoardDriver(page).promptText(), { timeout: 20_000 }).toMatch(/Pass|End turn|Game over/);
    await page.waitForTimeout(1500);
    const before = await frames();
    await page.waitForTimeout(1000);
    expect(await frames()).toBe(before);
  });
});
