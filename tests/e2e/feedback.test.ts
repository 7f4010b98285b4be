import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver, passiveStep } from './boardDriver';

mkdirSync('.tmp', { recursive: true });

/**
 * Test-only slow motion: the board's tweens read performance.now() (scene/gsapTicker.ts), so
 * scaling it stretches every effect (x2 here) without touching the game or its timers, and 0 stops them
 * for a screenshot.
 */
const SLOW = 0.5;
const slowMotion = (SLOW: number) => {
  const real = performance.now.bind(performance);
  const w = window as unknown as { __slow: number };
  w.__slow = SLOW;
  let last = real();
  let virtual = last;
  performance.now = () => {
    const now = real();
    virtual += (now - last) * w.__slow;
    last = now;
    return virtual;
  };
  // Counts the turn chime's notes (two oscillators a chime) without a speaker.
  const w2 = window as unknown as { __notes: number };
  w2.__notes = 0;
  const create = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    w2.__notes++;
    return create.call(this);
  };
};

const notes = (page: Page) => page.evaluate(() => (window as unknown as { __notes: number }).__notes);

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

/**
 * Waits (frame by frame) until the banner or a floating number is fully shown, after its fade in
 * or its attacker's move, and stops the effects' time there; false when the next view ended it
 * first (the next one will do).
 */
async function landed(page: Page, what: 'banner' | 'number'): Promise<boolean> {
  const shown = (w: string) => {
    type Node = { label?: string; children: Node[]; text?: string; alpha: number };
    const layer = (window as unknown as { __boardLayer: { parent: Node } }).__boardLayer;
    const all = layer.parent.children.find((c) => c.label === 'feedback')?.children ?? [];
    const items = all.filter((c) => (w === 'banner' ? c.label === 'turn-banner' : typeof c.text === 'string'));
    if (items.length === 0) return 'gone';
    if (!items.some((c) => c.alpha > 0.9)) return null;
    // Held still for the screenshot (resume() lets time run again).
    (window as unknown as { __slow: number }).__slow = 0;
    return 'shown';
  };
  const handle = await page.waitForFunction(shown, what, { polling: 'raf', timeout: 3000 });
  return (await handle.jsonValue()) === 'shown';
}

const resume = (page: Page) => page.evaluate((slow) => ((window as unknown as { __slow: number }).__slow = slow), SLOW);

describe('board feedback in Chromium (/practice against the bot)', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(slowMotion, SLOW);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('shows attacks, hits and the "Your turn" banner on the canvas, announces them in the live region, and the next input skips them', async () => {
    const board = new BoardDriver(page);
    await page.goto(`${t.url}/practice?seed=16&botDelay=700`);
    await board.waitForBoard();
    const region = page.getByTestId('board-feedback');
    const shots = { banner: false, hit: false, skipped: false };
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !(shots.banner && shots.hit)) {
      const now = await probe(page);
      if (now.banner !== null && !shots.banner && (await landed(page, 'banner'))) {
        await page.screenshot({ path: '.tmp/feedback-banner-1280x800.png' });
        await resume(page);
        shots.banner = true;
        // The player's next input finishes every running effect at once.
        await page.keyboard.press('Shift');
        await expect.poll(async () => (await probe(page)).drawn, { timeout: 2000 }).toBe(0);
        shots.skipped = true;
      }
      if (now.numbers.some((n) => n.text.startsWith('-')) && !shots.hit && (await landed(page, 'number'))) {
        await page.screenshot({ path: '.tmp/feedback-hit-1280x800.png' });
        await resume(page);
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
    // The turn sound is on by default: the player's turn chimed.
    expect(await notes(page)).toBeGreaterThan(0);
  }, 90_000);

  it('plays no chime when the turn sound is turned off in the settings (kept in this browser)', async () => {
    await page.getByRole('navigation', { name: 'Game menu' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByRole('checkbox', { name: 'Sound when your turn starts' });
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('emberhall.boardSettings') ?? '{}').turnSound)).toBe(false);
    const before = await notes(page);
    const turns = async () => (await probe(page)).played.filter((k) => k === 'turnStart').length;
    const start = await turns();
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && (await turns()) === start) {
      const did = (await page.evaluate(passiveStep(false))) as string;
      if (did === 'over') break;
      if (did === 'wait') await page.waitForTimeout(30);
    }
    expect(await turns()).toBeGreaterThan(start);
    expect(await notes(page)).toBe(before);
  }, 60_000);

  it('renders nothing once the effects are over (render on demand)', async () => {
    await page.evaluate(() => ((window as unknown as { __slow: number }).__slow = 1));
    const frames = () => page.evaluate(() => (window as unknown as { __boardFrames: { intervals: number[] } }).__boardFrames.intervals.length);
    // Awaiting the player's answer, nothing moves: the ticker falls asleep and stays asleep.
    const board = new BoardDriver(page);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && !/Your turn|won/.test(await board.promptText())) {
      if ((await page.evaluate(passiveStep(false))) === 'wait') await page.waitForTimeout(30);
    }
    expect(await board.promptText()).toMatch(/Your turn|won/);
    await page.waitForTimeout(1500);
    const before = await frames();
    await page.waitForTimeout(1000);
    expect(await frames()).toBe(before);
  });
});
