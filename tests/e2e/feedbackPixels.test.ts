import { mkdirSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver, passiveStep } from './boardDriver';

mkdirSync('.tmp', { recursive: true });

type Box = { x: number; y: number; w: number; h: number };

/**
 * Test-only clock (as in feedback.test.ts): the board's tweens read performance.now()
 * (scene/gsapTicker.ts), so `window.__slow` scales their time (0 holds them, 1 is real time) without
 * touching the game. A watcher holds time on the first frame that shows each effect fully: the
 * "Your turn" banner, a floating damage number, and (from the live region's line) a dice roll.
 */
const clock = () => {
  const real = performance.now.bind(performance);
  const w = window as unknown as { __slow: number; __held: string | null; __seen: Record<string, boolean>; __watch: boolean; __boardLayer?: unknown };
  w.__slow = 1;
  w.__held = null;
  w.__seen = {};
  w.__watch = false;
  let last = real();
  let virtual = last;
  performance.now = () => {
    const now = real();
    virtual += (now - last) * w.__slow;
    last = now;
    return virtual;
  };
  const hold = (what: string, slow: number) => {
    if (w.__seen[what] || w.__held) return;
    w.__seen[what] = true;
    w.__held = what;
    w.__slow = slow;
  };
  type Node = { label?: string; parent: Node | null; children: Node[]; text?: string; alpha: number };
  const watch = () => {
    requestAnimationFrame(watch);
    if (!w.__watch) return;
    let root = (w.__boardLayer as Node | undefined) ?? null;
    while (root?.parent) root = root.parent;
    const find = (n: Node): Node | undefined => (n.label === 'feedback' ? n : n.children.map(find).find(Boolean));
    const drawn = (root ? find(root) : undefined)?.children ?? [];
    if (drawn.some((c) => c.label === 'turn-banner' && c.alpha > 0.9)) hold('banner', 0);
    if (drawn.some((c) => typeof c.text === 'string' && c.text.startsWith('-') && c.alpha > 0.9)) hold('hit', 0);
    // The dice drawing a roll (DiceRow labels its Graphics so): time slows to a crawl, not held, so the
    // tumble goes on being drawn.
    const labelled = (n: Node, label: string): boolean => n.label === label || n.children.some((c) => labelled(c, label));
    if (root && labelled(root, 'dice-rolling')) hold('dice', 0.01);
  };
  requestAnimationFrame(watch);
};

/** Where the feedback layer's child labelled `label` (or its first floating number starting with "-") is drawn, in page coordinates. */
const drawnBox = (page: Page, what: 'turn-banner' | 'number') =>
  page.evaluate((what): Box | null => {
    type Node = { label?: string; parent: Node | null; children: Node[]; text?: string; getBounds(): { x: number; y: number; width: number; height: number } };
    let root: Node | null = (window as unknown as { __boardLayer: Node }).__boardLayer;
    while (root?.parent) root = root.parent;
    const find = (n: Node): Node | undefined => (n.label === 'feedback' ? n : n.children.map(find).find(Boolean));
    const feedback = root ? find(root) : undefined;
    const item = feedback?.children.find((c) => (what === 'number' ? typeof c.text === 'string' && c.text.startsWith('-') : c.label === what));
    if (!item) return null;
    const b = item.getBounds();
    const c = document.querySelector('[data-testid=game-board] canvas')!.getBoundingClientRect();
    return { x: c.left + b.x, y: c.top + b.y, w: b.width, h: b.height };
  }, what);

/** The box around every die of both players, in page coordinates. */
const diceBox = (page: Page) =>
  page.evaluate((): Box => {
    type L = { layout: { dice: Array<{ x: number; y: number; size: number }> }; toGlobal(p: { x: number; y: number }): { x: number; y: number } };
    const layer = (window as unknown as { __boardLayer: L }).__boardLayer;
    const c = document.querySelector('[data-testid=game-board] canvas')!.getBoundingClientRect();
    const pts = layer.layout.dice.flatMap((d) => [layer.toGlobal({ x: d.x - d.size, y: d.y - d.size }), layer.toGlobal({ x: d.x + d.size, y: d.y + d.size })]);
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    return { x: c.left + Math.min(...xs), y: c.top + Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
  });

const shoot = async (page: Page, box: Box, file: string): Promise<PNG> => {
  const clip = { x: Math.max(0, Math.floor(box.x)), y: Math.max(0, Math.floor(box.y)), width: Math.ceil(box.w), height: Math.ceil(box.h) };
  const shot = await page.screenshot({ clip });
  writeFileSync(file, shot);
  return PNG.sync.read(shot);
};

/** The share of pixels whose colour differs by more than 48 levels (summed over r, g, b) between two shots of one box. */
function changed(a: PNG, b: PNG): number {
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]);
    if (d > 48) n++;
  }
  return n / (a.width * a.height);
}

const held = (page: Page) => page.evaluate(() => (window as unknown as { __held: string | null }).__held);
const release = (page: Page) => page.evaluate(() => Object.assign(window as unknown as { __held: string | null; __slow: number }, { __held: null, __slow: 1 }));
/** The player's next input finishes every running effect at once (effects/running.ts), and the board draws the frame after. */
const skipEffects = async (page: Page) => {
  await page.keyboard.press('Shift');
  await page.waitForTimeout(150);
};

/** Plays the passive player's moves until `done` (effects are let play out before each move), watching for effects. */
async function playUntil(page: Page, done: () => Promise<boolean>, onHeld: (what: string) => Promise<void>, ms = 90_000): Promise<void> {
  const playing = `((() => { let r = window.__boardLayer; while (r && r.parent) r = r.parent; const f = (n) => (n.label === 'feedback' ? n : n.children.map(f).find(Boolean)); return r ? f(r) : undefined; })()?.children.length ?? 0) > 0`;
  const step = `(window.__held ? 'held' : ${playing} ? 'wait' : ${passiveStep(false)})`;
  await page.evaluate(() => ((window as unknown as { __watch: boolean }).__watch = true));
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !(await done())) {
    const did = (await page.evaluate(step)) as string;
    if (did === 'held') {
      await onHeld((await held(page))!);
      await release(page);
    } else if (did === 'over') break;
    else if (did === 'wait') await page.waitForTimeout(30);
  }
  await page.evaluate(() => ((window as unknown as { __watch: boolean }).__watch = false));
  await release(page);
}

describe('board feedback drawn on the canvas, in pixels (/practice against the bot)', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /**
   * For each effect held on its first full frame: a shot of where it is drawn, then the same place
   * once the player's next input has finished it: they differ where the effect was drawn.
   */
  async function effectsDraw(width: number, height: number): Promise<void> {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.addInitScript(clock);
    await page.goto(`${t.url}/practice?seed=16&botDelay=700`);
    await new BoardDriver(page).waitForBoard();
    const size = `${width}x${height}`;
    const found: Record<string, number> = {};
    await playUntil(
      page,
      async () => 'banner' in found && 'hit' in found,
      async (what) => {
        if (what === 'banner' || what === 'hit') {
          const label = what === 'banner' ? 'turn-banner' : 'number';
          const box = (await drawnBox(page, label))!;
          expect(box, what).not.toBeNull();
          // The number with room around it for the card's flash under it.
          const area = what === 'hit' ? { x: box.x - box.w / 2, y: box.y - box.h / 2, w: box.w * 2, h: box.h * 2 } : box;
          const shown = await shoot(page, area, `.tmp/feedback-pixels-${what}-${size}.png`);
          // A new view finishes every running effect (effects/running.ts), and the bot moves on its own clock: on a
          // loaded machine its next move can land while the 4K shot is taken. Then the shot may lack the effect, so
          // this one does not count and the watcher holds the next.
          const still = await drawnBox(page, label);
          if (!still || Math.abs(still.x - box.x) > 1 || Math.abs(still.y - box.y) > 1) {
            await page.evaluate((w) => delete (window as unknown as { __seen: Record<string, boolean> }).__seen[w], what);
            return;
          }
          await skipEffects(page);
          const after = await shoot(page, area, `.tmp/feedback-pixels-${what}-${size}-after.png`);
          found[what] = changed(shown, after);
          await page.screenshot({ path: `.tmp/feedback-pixels-board-${what}-${size}.png`, scale: 'css' });
        }
      },
    );
    // The banner's words and rim (its band is about the board's own colour), the number and the card's flash.
    expect(found.banner, JSON.stringify(found)).toBeGreaterThan(0.1);
    expect(found.hit, JSON.stringify(found)).toBeGreaterThan(0.1);
    await page.close();
  }

  it('draws the "Your turn" banner and a hit\'s flash and number at 3840x2160', async () => {
    await effectsDraw(3840, 2160);
  }, 150_000);

  it('tumbles the dice at the start of a round (the dice drawn mid-roll differ from the dice at rest)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(clock);
    await page.goto(`${t.url}/practice?seed=16&botDelay=300`);
    await new BoardDriver(page).waitForBoard();
    // The slow-down starts at the first frame the page draws after the tumble began: on a loaded machine
    // that can be late in the 380 ms tumble, so up to three rounds' rolls are tried.
    let tumbled: number | null = null;
    let rolls = 0;
    await playUntil(
      page,
      async () => tumbled !== null && (tumbled > 0.05 || rolls >= 3),
      async (what) => {
        if (what !== 'dice') return;
        rolls++;
        // A few frames into the roll (at a hundredth of real time): the dice turned, shrunk and flickering.
        await page.waitForTimeout(120);
        const box = await diceBox(page);
        const rolling = await shoot(page, box, '.tmp/dice-tumble-1280x800.png');
        await page.evaluate(() => ((window as unknown as { __slow: number }).__slow = 1));
        await page.waitForTimeout(800);
        const rest = await shoot(page, box, '.tmp/dice-rest-1280x800.png');
        tumbled = Math.max(tumbled ?? 0, changed(rolling, rest));
        // The next round's roll may be watched again.
        await page.evaluate(() => delete (window as unknown as { __seen: Record<string, boolean> }).__seen.dice);
      },
    );
    expect(tumbled).not.toBeNull();
    expect(tumbled).toBeGreaterThan(0.05);
    await page.close();
  }, 120_000);
});
