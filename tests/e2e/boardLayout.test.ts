import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardLayout } from '../../src/client/board/layout/boardLayout';
import { findOverlaps } from '../../src/client/board/layout/overlaps';
import { launchBrowser } from '../support/browser';
import { startTwoPlayerGame, type TwoPlayerGame } from '../support/games';
import { makeUser } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver } from './boardDriver';
import { contextFor, createUser, openLobby } from './lobbySupport';

/** Screenshots of each size, for a person to look at (docs/board/ holds chosen ones): BOARD_SHOTS names the folder. */
const shot = (name: string) => path.join(process.env.BOARD_SHOTS ?? tmpdir(), `${name}.png`);

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };
type Measure = { canvas: Box; viewport: Box; aside: Box | null; scale: number; zonesRight: number; cardCss: number; win: { w: number; h: number }; layout: BoardLayout };

/** The board as drawn: the canvas, the board's visible area, the sidebar, and the live layout in page px. */
const MEASURE = `(() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height }; };
  const layer = window.__boardLayer;
  const l = layer.layout;
  const canvas = document.querySelector('[data-testid=game-board] canvas');
  const aside = document.querySelector('[data-testid=game-board] aside');
  const scale = layer.toGlobal({ x: 100, y: 0 }).x - layer.toGlobal({ x: 0, y: 0 }).x;
  const c = canvas.getBoundingClientRect();
  const zonesRight = Math.max(...l.zones.map((z) => c.left + layer.toGlobal({ x: z.rect.x + z.rect.w, y: 0 }).x));
  return {
    canvas: box(canvas), viewport: box(document.querySelector('[data-testid=board-scroller]')), aside: aside && box(aside),
    scale: scale / 100, zonesRight, cardCss: l.cardW * scale / 100, win: { w: innerWidth, h: innerHeight }, layout: JSON.parse(JSON.stringify(l)),
  };
})()`;

/** A spectator's board (the viewer's side is the first player's) on a game two socket players started through the lobby. */
describe('the board is fitted to its canvas beside the sidebar, in a server-hosted game', () => {
  let t: TestServer;
  let browser: Browser;
  let game: TwoPlayerGame;
  let page: Page;
  const measure = async () => (await page.evaluate(MEASURE)) as Measure;
  const settle = () => page.waitForFunction('!window.__boardLayer || window.__boardLayer.moving === 0').then(() => page.waitForTimeout(300));

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const [a, b] = await Promise.all([makeUser(t, 'alice'), makeUser(t, 'bob')]);
    game = await startTwoPlayerGame(t, a, b, { name: 'Layout duel' });
    page = await (await contextFor(browser, await createUser(t, 'carol'))).newPage();
  });
  afterAll(async () => {
    game?.close();
    await browser?.close();
    await t?.stop();
  });

  it('at 1280x800 draws the layout for the canvas beside the sidebar: nothing under it, nothing overlapping, cards readable', async () => {
    await openLobby(page, `${t.url}/`, 'carol');
    await page.getByTestId('game-row').filter({ hasText: 'Layout duel' }).getByRole('button', { name: 'Watch' }).click();
    await new BoardDriver(page).waitForBoard();
    await settle();
    const m = await measure();
    expect(m.aside).not.toBeNull();
    // The canvas fills the space beside the sidebar, and the layout is the canvas's own size.
    expect(m.canvas.left).toBeCloseTo(0, 0);
    expect(Math.abs(m.canvas.right - m.aside!.left)).toBeLessThan(2);
    expect(Math.abs(m.layout.width * m.scale - m.canvas.width)).toBeLessThan(2);
    expect(Math.abs(m.layout.height * m.scale - m.canvas.height)).toBeLessThan(2);
    expect(m.zonesRight).toBeLessThanOrEqual(m.aside!.left + 1);
    expect(findOverlaps(m.layout)).toEqual([]);
    expect(m.cardCss).toBeGreaterThanOrEqual(72);
    await page.screenshot({ path: shot('layout-1280x800') });
  });

  it('at 390x844 the sidebar is a drawer: the board takes the width, the tab opens and closes it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await settle();
    const m = await measure();
    expect(m.viewport.width).toBeCloseTo(390, 0);
    expect(m.aside!.left).toBeGreaterThanOrEqual(389);
    expect(findOverlaps(m.layout)).toEqual([]);
    expect(m.cardCss).toBeGreaterThanOrEqual(72);
    await page.screenshot({ path: shot('layout-390x844') });
    const tab = page.getByTestId('drawer-tab');
    await tab.click();
    await expect.poll(async () => (await measure()).aside!.right).toBeLessThanOrEqual(391);
    expect(await tab.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('complementary', { name: 'Game panel' }).getByRole('navigation', { name: 'Game menu' }).waitFor();
    await page.screenshot({ path: shot('layout-390x844-drawer') });
    await tab.click();
    await expect.poll(async () => (await measure()).aside!.left).toBeGreaterThanOrEqual(389);
  });

  it('at 844x390 (phone landscape) and 3840x2160 (4K: centred, the header scaled) the layout stays clean', async () => {
    await page.setViewportSize({ width: 844, height: 390 });
    await settle();
    let m = await measure();
    expect(m.viewport.width).toBeCloseTo(844, 0);
    expect(findOverlaps(m.layout)).toEqual([]);
    expect(m.cardCss).toBeGreaterThanOrEqual(72);
    await page.screenshot({ path: shot('layout-844x390') });

    await page.setViewportSize({ width: 3840, height: 2160 });
    await settle();
    // A 4K canvas on software WebGL can take longer than a settled frame to follow the window: wait
    // until it meets the sidebar (a positive signal), then read the layout drawn for it.
    await expect.poll(async () => {
      m = await measure();
      return Math.abs(m.canvas.right - m.aside!.left);
    }, { timeout: 15_000 }).toBeLessThan(2);
    expect(findOverlaps(m.layout)).toEqual([]);
    const header = await page.locator('header.site-header').boundingBox();
    expect(header!.height).toBeGreaterThan(100);
    expect(Math.abs(m.canvas.top - header!.height)).toBeLessThan(4);
    await page.screenshot({ path: shot('layout-3840x2160') });
  });
});
