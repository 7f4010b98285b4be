import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver } from './boardDriver';
import { canvasPixels } from '../support/canvasPixels';
import { findOverlaps } from '../../src/client/board/layout/overlaps';
import { hoverCards, pan, playThroughCanvas, readBoard, type Input } from './canvasPlay';
import { contextFor, createUser, openLobby } from './lobbySupport';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/**
 * Cards hovered and zoomed, one after another, through a whole game: six times what the zoom cache keeps
 * (13), so its evictions (which once blacked the canvas, issue 15) run again and again.
 */
const ZOOMS = 80;

/**
 * Whole games played the way people play them: every move through the canvas (a card) or the
 * prompt (a button), with a mouse at 1280x800 and with touch on a phone's 390x844, against games
 * hosted by the real server, to the game-over splash.
 */
describe('whole games through the canvas, mouse and touch, desktop and phone', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  }); // the e2e project's hookTimeout (vitest.config.ts): a server and Chromium starting on a loaded 2-core machine can take over 30 s
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** The game of the in-process node that `name` plays (each user here plays one). */
  const liveFor = (name: string) => {
    const game = [...(t.server.ctx.gameNode?.games.values() ?? [])].find((g) => g.state.order.includes(name));
    if (!game) throw new Error(`no game for ${name}`);
    return game;
  };

  /** A page for a new user: the lobby is used at desktop size, the board at the size under test. */
  async function userPage(name: string, input: Input): Promise<Page> {
    const session = await createUser(t, name);
    const page = await (await contextFor(browser, session, DESKTOP, { hasTouch: input === 'touch' })).newPage();
    await openLobby(page, `${t.url}/`, name);
    return page;
  }

  async function chooseDeck(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Select deck...' }).first().click();
    await page.getByRole('button', { name: /Choose for me/ }).click();
  }

  /**
   * Between moves, what each player's board shows: never two things drawn over each other (the
   * layout's own overlap check), and the feedback the live region says (attacks, hits, turns).
   */
  function watch(pages: Page[]) {
    const said = new Set<string>();
    let checks = 0;
    const check = async (page: Page) => {
      const board = await readBoard(page);
      for (const line of board.said) said.add(line);
      if (board.layout) {
        expect(findOverlaps(board.layout), `overlaps on ${page.viewportSize()?.width}px`).toEqual([]);
        checks++;
      }
    };
    return {
      afterMove: check,
      /** Every board once more at the end, then what was seen: the turn banner, damage and a defeat, said aloud. */
      async expectSeen() {
        for (const page of pages) await check(page);
        expect(checks).toBeGreaterThan(5);
        const lines = [...said];
        expect(lines).toContain('Your turn');
        // Damage said as a hit in battle ("X deals 3 damage to Y") or from a card ("Y takes 2 damage").
        expect(lines.some((l) => /(deals? \d+ damage to |takes \d+ damage$)/.test(l)), lines.join(' | ')).toBe(true);
        expect(lines.some((l) => / is defeated$/.test(l)), lines.join(' | ')).toBe(true);
      },
    };
  }

  /** The phone's board is wider than the phone: a finger dragged over empty board pans it. */
  async function expectFingerPans(page: Page): Promise<void> {
    const scroll = () => page.getByTestId('board-scroller').evaluate((el) => ({ x: el.scrollLeft, wide: el.scrollWidth > el.clientWidth }));
    const before = await scroll();
    expect(before.wide).toBe(true);
    const middle = await page.getByTestId('board-scroller').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    // The middle strip between the two play areas holds no card.
    const strip = await page.evaluate('(() => { const l = window.__boardLayer; const m = l.layout.middle; const g = l.toGlobal({ x: 0, y: m.y + m.h / 2 }); return document.querySelector("[data-testid=game-board] canvas").getBoundingClientRect().top + g.y; })()');
    await pan(page, { kind: 'pan', x: middle.x, y: strip as number, dx: before.x > 0 ? -120 : 120, dy: 0 }, 'touch');
    await expect.poll(async () => Math.abs((await scroll()).x - before.x)).toBeGreaterThan(60);
  }

  /** The game's end as the players see it: the game-over splash naming the server's winner. */
  async function expectGameOver(pages: Page[], winner: string): Promise<void> {
    for (const page of pages) {
      const splash = page.getByRole('dialog', { name: 'Game over' });
      await splash.waitFor({ timeout: 10_000 });
      expect(await splash.textContent()).toContain(winner);
    }
  }

  // Touch on a phone is played whole in the PvP game below (bob, who also pans the board with a
  // finger); a second solo game by touch repeated it at 75 s of suite time.
  // A retried test plays as a new user: the first attempt's user is still in its game.
  let attempt = 0;

  it('plays a whole solo game against the chimera by mouse at 1280x800, zooming card after card', async () => {
    const me = `solomouse${++attempt}`;
    const page = await userPage(me, 'mouse');
    await page.getByRole('button', { name: 'Solo', exact: true }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await chooseDeck(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await new BoardDriver(page).waitForBoard();

    // The player reads the board as people do: hovering card after card, each zoomed.
    let hovered = 0;
    const seen = watch([page]);
    const afterMove = async (p: Page) => {
      await seen.afterMove(p);
      if (hovered < ZOOMS) hovered += await hoverCards(p, 10);
    };
    const result = await playThroughCanvas({ state: () => liveFor(me).state, pages: { [me]: page }, input: 'mouse', deadline: Date.now() + 220_000, afterMove });
    expect(result.over).toBe(true);
    expect(result.canvasMoves).toBeGreaterThanOrEqual(5);
    await expectGameOver([page], liveFor(me).state.winner!);
    await seen.expectSeen();
    // The finished board stays to be read once the splash is closed.
    await page.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Continue' }).click();
    for (let round = 0; hovered < ZOOMS && round < 20; round++) hovered += await hoverCards(page, ZOOMS - hovered);
    expect(hovered).toBeGreaterThanOrEqual(ZOOMS);
    // After all those zooms the canvas still draws the board (it went black once, issue 15).
    const pixels = await canvasPixels(page);
    expect(pixels.colours).toBeGreaterThan(200);
    expect(pixels.lit).toBeGreaterThan(0.15);
  }, 260_000);

  it('plays a whole PvP game: one player by mouse at 1280x800, the other by touch on a phone', async () => {
    const n = ++attempt;
    const [a, b] = [`pvpmouse${n}`, `pvptouch${n}`];
    const [alice, bob] = await Promise.all([userPage(a, 'mouse'), userPage(b, 'touch')]);
    await alice.getByRole('button', { name: 'Fight!' }).click();
    await alice.getByLabel('Name').fill(`Whole duel ${n}`);
    await alice.getByRole('button', { name: 'Create' }).click();
    await bob.getByTestId('game-row').filter({ hasText: `Whole duel ${n}` }).getByRole('button', { name: 'Join' }).click();
    for (const p of [alice, bob]) await chooseDeck(p);
    await alice.getByRole('button', { name: 'Start' }).click();
    await bob.setViewportSize(PHONE);
    await Promise.all([new BoardDriver(alice).waitForBoard(), new BoardDriver(bob).waitForBoard()]);
    await expectFingerPans(bob);

    // Each player's own input: alice's moves are clicks, bob's are taps.
    const seen = watch([alice, bob]);
    const result = await playThroughCanvas({ state: () => liveFor(a).state, pages: { [a]: alice, [b]: bob }, input: { [a]: 'mouse', [b]: 'touch' }, deadline: Date.now() + 200_000, afterMove: seen.afterMove });
    const { over, canvasMoves } = result;
    expect(over).toBe(true);
    expect(canvasMoves).toBeGreaterThanOrEqual(5);
    await expectGameOver([alice, bob], liveFor(a).state.winner!);
    await seen.expectSeen();
  }, 240_000);
});
