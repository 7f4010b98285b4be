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
  // Watches every frame for the banner and a damage number fully shown, and holds time there for the screenshot.
  const seen = { banner: false, hit: false };
  const heard = new Set<string>();
  const played = new Set<string>();
  const ww = window as unknown as { __seen: typeof seen; __watch: boolean; __heard: Set<string>; __played: Set<string> };
  ww.__seen = seen;
  ww.__heard = heard;
  ww.__played = played;
  ww.__watch = false;
  const watch = () => {
    if (!ww.__watch) return void requestAnimationFrame(watch);
    // Every line the live region has said (it keeps only its last few).
    for (const p of document.querySelectorAll('[data-testid=board-feedback] p')) heard.add(p.textContent ?? '');
    type Node = { label?: string; parent: Node | null; children: Node[]; text?: string; alpha: number };
    // The feedback layer is drawn over the whole scene (in a container above the cards'): found by its label.
    let root: Node | null = (window as unknown as { __boardLayer?: Node }).__boardLayer ?? null;
    while (root?.parent) root = root.parent;
    const find = (n: Node): Node | undefined => (n.label === 'feedback' ? n : n.children.map(find).find(Boolean));
    const feedback = (root ? find(root) : undefined) as (Node & { played: string[] }) | undefined;
    const drawn = feedback?.children ?? [];
    // What the feedback layers drew (a remounted board starts a new layer, with its own record).
    for (const k of feedback?.played ?? []) played.add(k);
    const banner = drawn.some((c) => c.label === 'turn-banner' && c.alpha > 0.9);
    const hit = drawn.some((c) => typeof c.text === 'string' && c.text.startsWith('-') && c.alpha > 0.9);
    if ((banner && !seen.banner) || (hit && !seen.hit)) {
      seen.banner ||= banner;
      seen.hit ||= hit;
      w.__slow = 0;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
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
    type Node = { label?: string; parent: Node | null; children: Node[]; text?: string; alpha: number };
    // The feedback layer is drawn over the whole scene (in a container above the cards'): found by its label.
    let root: Node | null = (window as unknown as { __boardLayer?: Node }).__boardLayer ?? null;
    while (root?.parent) root = root.parent;
    const find = (n: Node): Node | undefined => (n.label === 'feedback' ? n : n.children.map(find).find(Boolean));
    const feedback = (root ? find(root) : undefined) as (Node & { played: string[] }) | undefined;
    const banner = feedback?.children.find((c) => c.label === 'turn-banner');
    return {
      banner: banner ? banner.alpha : null,
      numbers: feedback?.children.flatMap((c) => (typeof c.text === 'string' ? [{ text: c.text, alpha: c.alpha }] : [])) ?? [],
      drawn: feedback?.children.length ?? 0,
      played: [...(feedback?.played ?? [])],
    };
  });

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
    await page.evaluate(() => ((window as unknown as { __watch: boolean }).__watch = true));
    const shots = { banner: false, hit: false, skipped: false };
    const deadline = Date.now() + 60_000;
    // The passive player holds still while an effect is held for its screenshot, and lets effects play out before moving.
    const playing = `((() => { let r = window.__boardLayer; while (r && r.parent) r = r.parent; const f = (n) => (n.label === 'feedback' ? n : n.children.map(f).find(Boolean)); return r ? f(r) : undefined; })()?.children.length ?? 0) > 0`;
    const step = `(window.__slow === 0 ? 'held' : ${playing} ? 'wait' : ${passiveStep(false)})`;
    const heard = () => page.evaluate(() => [...(window as unknown as { __heard: Set<string> }).__heard]);
    const dealt = (lines: string[]) => lines.some((l) => /^.+ deals? \d+ damage to .+$/.test(l));
    const drew = () => page.evaluate(() => [...(window as unknown as { __played: Set<string> }).__played]);
    // An attacker destroyed by the strike back does not move: play on until one does.
    while (Date.now() < deadline && !(shots.banner && shots.hit && dealt(await heard()) && (await drew()).includes('attack'))) {
      const did = (await page.evaluate(step)) as string;
      if (did === 'held') {
        const seen = await page.evaluate(() => (window as unknown as { __seen: { banner: boolean; hit: boolean } }).__seen);
        if (seen.banner && !shots.banner) {
          await page.screenshot({ path: '.tmp/feedback-banner-1280x800.png' });
          shots.banner = true;
          // The player's next input finishes every running effect at once.
          await page.keyboard.press('Shift');
          await expect.poll(async () => (await probe(page)).drawn, { timeout: 2000 }).toBe(0);
          shots.skipped = true;
        }
        if (seen.hit && !shots.hit) {
          await page.screenshot({ path: '.tmp/feedback-hit-1280x800.png' });
          shots.hit = true;
        }
        await resume(page);
      }
      if (did === 'over') break;
      if (did === 'wait') await page.waitForTimeout(30);
    }
    await page.evaluate(() => ((window as unknown as { __watch: boolean }).__watch = false));
    await resume(page);
    expect(shots).toEqual({ banner: true, hit: true, skipped: true });
    const lines = await heard();
    expect(dealt(lines), lines.join(' | ')).toBe(true);
    expect(lines).toContain('Your turn');
    // The region itself keeps the last few lines.
    expect(await region.locator('p').count()).toBeGreaterThan(0);
    const played = await drew();
    expect(played).toEqual(expect.arrayContaining(['attack', 'hit', 'turnStart']));
    // The turn sound is on by default: the player's turn chimed.
    expect(await notes(page)).toBeGreaterThan(0);
  }, 90_000);

  it('plays no chime when the turn sound is turned off in the settings (kept in this browser)', async () => {
    await page.goto(`${t.url}/practice?seed=16&botDelay=300`);
    await new BoardDriver(page).waitForBoard();
    await page.getByRole('navigation', { name: 'Game menu' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByRole('checkbox', { name: 'Sound when your turn starts' });
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('emberhall.boardSettings') ?? '{}').turnSound)).toBe(false);
    // A new game in this browser keeps the choice: its turns start silently.
    await page.reload();
    await new BoardDriver(page).waitForBoard();
    const turns = async () => (await probe(page)).played.filter((k) => k === 'turnStart').length;
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && (await turns()) === 0) {
      const did = (await page.evaluate(passiveStep(false))) as string;
      if (did === 'over') break;
      if (did === 'wait') await page.waitForTimeout(30);
    }
    expect(await turns()).toBeGreaterThan(0);
    expect(await notes(page)).toBe(0);
  }, 60_000);

  it('renders nothing once the effects are over (render on demand)', async () => {
    await page.evaluate(() => ((window as unknown as { __slow: number }).__slow = 1));
    const frames = () => page.evaluate(() => (window as unknown as { __boardFrames: { intervals: number[] } }).__boardFrames.intervals.length);
    // Awaiting the player's answer, nothing moves: the ticker falls asleep and stays asleep.
    const board = new BoardDriver(page);
    const deadline = Date.now() + 30_000;
    let step = '';
    while (Date.now() < deadline && !['mine', 'over'].includes((step = (await page.evaluate(passiveStep(false, true))) as string))) {
      if (step === 'wait') await page.waitForTimeout(30);
    }
    expect(await board.promptText()).toMatch(/Your turn|won/);
    await page.waitForTimeout(1500);
    const before = await frames();
    await page.waitForTimeout(1000);
    expect(await frames()).toBe(before);
  });
});
