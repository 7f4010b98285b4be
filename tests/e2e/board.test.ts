import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { OPENING_CARDS_V9 } from '../../src/engine/setup';
import { BoardDriver, passiveStep } from './boardDriver';

mkdirSync('.tmp', { recursive: true });

const step = passiveStep;

async function playToEnd(page: Page, ms: number, onDefeatSplash?: () => Promise<void>): Promise<boolean> {
  const deadline = Date.now() + ms;
  const did: Record<string, number> = {};
  while (Date.now() < deadline) {
    const d = (await page.evaluate(step(!!onDefeatSplash))) as string;
    if (d === 'defeat' && onDefeatSplash) {
      await onDefeatSplash();
      onDefeatSplash = undefined;
    }
    did[d] = (did[d] ?? 0) + 1;
    if (d === 'over') return true;
    if (d === 'wait') await page.waitForTimeout(40);
  }
  await page.screenshot({ path: '.tmp/board-stuck.png' });
  console.log('moves made', did, await page.locator('[aria-label=Prompt]').innerText().catch(() => ''));
  return false;
}

describe('the board in Chromium (/practice against the bot)', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  let board: BoardDriver;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    board = new BoardDriver(page);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('draws the board and plays a card by dragging it with the pointer', async () => {
    // A seed on which the player moves first and can play a unit with no target (the version-2 generator decides).
    await page.goto(`${t.url}/practice?seed=16&botDelay=15&clock=5`);
    await board.waitForBoard();
    await expect.poll(() => board.promptText(), { timeout: 20_000 }).toMatch(/Your turn/);
    // The chess clock beside the stats bar ticks down locally for the active player.
    const clock = page.getByTestId('clock-me');
    await expect.poll(() => clock.textContent(), { timeout: 5000 }).toMatch(/▶ 04:5\d/);
    const hand = await board.uuids('me hand');
    // Five cards, and a sixth for round one's first player (rules version 9).
    expect(hand.length).toBe(5 + OPENING_CARDS_V9);
    const playable: string[] = [];
    for (const u of hand) if (await board.mirror().locator(`li[data-uuid="${u}"]`).getByRole('button', { name: /to play area$/ }).count()) playable.push(u);
    expect(playable.length).toBeGreaterThan(0);
    const card = playable[0];
    await board.drag(card, await board.zoneCenter('play area'));
    await expect.poll(async () => (await board.uuids('me hand')).includes(card), { timeout: 5000 }).toBe(false);
    await page.waitForTimeout(500);
    await page.screenshot({ path: '.tmp/board-1280x720.png' });
  });

  it('turns manual mode on with the opponent’s consent and uses a card menu on the canvas', async () => {
    await page.getByRole('button', { name: 'Manual mode', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Manual mode: on' }).isVisible(), { timeout: 10_000 }).toBe(true);
    // A ready champion: the game so far (the seed's, at today's rules) may have exhausted one. Its menu icon is found in
    // the card's own frame: a champion whose ability is usable glows, and the glow widens its bounds.
    const champs = await board.uuids('me champions');
    const labels = await Promise.all(champs.map((u) => board.label(u)));
    const champ = champs.find((_, i) => !/exhausted/.test(labels[i]))!;
    await board.openCardMenu(champ);
    const items = await board.menuItems();
    const item = items.find((i) => i.id === 'card.exhaust') ?? null;
    expect(item).not.toBeNull();
    await page.mouse.click(item!.x, item!.y);
    await expect.poll(() => board.label(champ), { timeout: 5000 }).toMatch(/exhausted/);
    await page.screenshot({ path: '.tmp/board-manual-1280x720.png' });
    // One's own deck (issue 22): opening it asks the engine to show it, so it lists its cards by name with the manual moves.
    await board.mirror().getByRole('button', { name: /^Your deck, \d+ cards?$/ }).dispatchEvent('click');
    const deck = page.getByRole('dialog', { name: /: deck \(\d+\)$/ });
    await expect.poll(() => deck.getByRole('button', { name: 'to hand' }).count(), { timeout: 5000 }).toBeGreaterThan(0);
    const names = await deck.locator('li > button:first-child').allTextContents();
    expect(names.length).toBe(await deck.getByRole('button', { name: 'to hand' }).count());
    expect(names.filter((n) => n === 'Face-down card')).toEqual([]);
    await expect.poll(() => page.getByRole('log').filter({ hasText: 'You look at your deck' }).count(), { timeout: 5000 }).toBeGreaterThan(0);
    await deck.getByRole('button', { name: /^Close / }).click();
    // The extended card log: every entry of the game so far, newest first.
    const log = page.getByRole('region', { name: 'Card log' });
    await log.getByRole('button', { name: 'All entries' }).click();
    expect(await log.getByRole('list', { name: 'Every card log entry' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await log.getByRole('button', { name: 'Fewer entries' }).click();
    await page.getByRole('button', { name: 'Manual mode: on' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Manual mode', exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('plays on to the end of the game against the bot', async () => {
    // One prompt answered with a real pointer click, the rest from inside the page.
    await expect.poll(() => board.promptText(), { timeout: 20_000 }).toMatch(/End turn|Pass/);
    expect(await board.pressButton(/^(End turn|Pass)$/)).toBe(true);
    // The first champion's defeat splash is left alone: the alert timer (the spec's default, 5 s) closes it.
    let alertClosedItself = false;
    expect(
      await playToEnd(page, 80_000, async () => {
        const splash = page.getByRole('dialog', { name: 'Champion defeated' });
        expect(await splash.getByRole('timer').textContent()).toMatch(/^Closes by itself in [1-5] s$/);
        await splash.waitFor({ state: 'detached', timeout: 7000 });
        alertClosedItself = true;
      }),
    ).toBe(true);
    expect(alertClosedItself).toBe(true);
    const over = page.getByRole('dialog', { name: 'Game over' });
    expect(await over.getByRole('list', { name: "Winning deck's champions" }).getByRole('listitem').count()).toBe(3);
    await page.waitForTimeout(800); // let the last moves finish their tweens
    // The chat log follows to its newest line, worded for "You", also past its 100-line window.
    const log = page.getByRole('log');
    const gap = () => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    expect(await log.locator('p').last().textContent()).toMatch(/^(You have|Ember Bot \(\w+\) has) won the game/);
    // Fill the 100-line window by chat typed inside the page (input, then Enter: no round trip per line),
    // then type three lines more: from there on the count of lines stays at 100.
    const input = page.getByRole('textbox', { name: 'Chat message' });
    const fill = Math.max(0, 100 - (await log.locator('p').count()));
    await input.evaluate((el, n) => {
      const box = el as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (let i = 1; i <= n; i++) {
        setValue.call(box, `filler ${i}`);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      }
    }, fill);
    await expect.poll(() => log.locator('p').count()).toBe(100);
    for (let i = 1; i <= 3; i++) {
      await input.fill(`line ${i}`);
      await input.press('Enter');
      await log.getByText(`You: line ${i}`, { exact: true }).waitFor();
    }
    expect(await log.locator('p').count()).toBe(100);
    expect(await gap()).toBeLessThanOrEqual(20);
    await page.screenshot({ path: '.tmp/board-gameover-1280x720.png' });
    expect(await page.getByRole('button', { name: 'Leave' }).isVisible()).toBe(true);
  }, 90_000);

  /** A practice board at 1280x720 on the player's first turn, with their champions' Choose buttons shown. */
  async function ownTurnWithChoose() {
    const own = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const b = new BoardDriver(own);
    await own.goto(`${t.url}/practice?seed=16&botDelay=15`);
    await b.waitForBoard();
    await expect.poll(() => b.promptText(), { timeout: 20_000 }).toMatch(/Your turn: 3 actions/);
    const choose = own.getByTestId('champion-choose');
    await expect.poll(() => choose.count(), { timeout: 5000 }).toBeGreaterThan(0);
    return { own, b, choose };
  }

  it("shows a champion's Choose button on the player's own turn, and pressing it starts the ability", async () => {
    const { own, b, choose } = await ownTurnWithChoose();
    // Only on our own champions: the same button is in the accessible mirror, under one of ours.
    const mine = await b.uuids('me champions');
    const mirrored = b.mirror().getByRole('button', { name: /^Choose: use / });
    expect(await mirrored.count()).toBe(await choose.count());
    const uuid = await mirrored.first().evaluate((el) => el.closest('li')!.getAttribute('data-uuid'));
    expect(mine).toContain(uuid);
    await choose.first().click();
    // The ability started: its target prompt, or its effect spent the action.
    await expect.poll(() => b.promptText(), { timeout: 5000 }).toMatch(/Choose a target|Your turn: 2 actions/);
    await own.close();
  });

  it("hides a champion's Choose button while the hover zoom (drawn on the canvas) covers it, and shows it again after", async () => {
    const { own, b, choose } = await ownTurnWithChoose();
    await own.waitForTimeout(300); // the board has settled
    type Box = { x: number; y: number; w: number; h: number };
    const boxes = () => choose.evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { x: r.left, y: r.top, w: r.width, h: r.height }; }));
    const all = await boxes();
    // The hover zoom's drawn rectangle in page coordinates (the canvas's 'zoom' container), or null when hidden.
    const zoomBox = () => own.evaluate((): Box | null => {
      type N = { label?: string; visible: boolean; parent: N | null; children: N[]; getBounds(): { x: number; y: number; width: number; height: number } };
      let root: N | null = (window as unknown as { __boardLayer: N }).__boardLayer;
      while (root?.parent) root = root.parent;
      const find = (n: N): N | undefined => (n.label === 'zoom' ? n : n.children.map(find).find(Boolean));
      const z = root ? find(root) : undefined;
      if (!z?.visible) return null;
      const b = z.getBounds();
      const c = document.querySelector('[data-testid=game-board] canvas')!.getBoundingClientRect();
      return { x: c.left + b.x, y: c.top + b.y, w: b.width, h: b.height };
    });
    const meets = (a: Box, z: Box) => a.x < z.x + z.w && z.x < a.x + a.w && a.y < z.y + z.h && z.y < a.y + a.h;
    let covered = 0;
    for (const u of await b.uuids('me hand')) {
      const card = (await b.cardBox(u))!;
      await own.mouse.move(card.x + card.w / 2, card.y + card.h / 2, { steps: 2 });
      await expect.poll(zoomBox, { timeout: 3000 }).not.toBeNull();
      const zoom = (await zoomBox())!;
      const under = all.filter((a) => meets(a, zoom)).length;
      covered += under;
      // The buttons under the zoom step aside; the others stay, and none is drawn over the zoom.
      await expect.poll(() => choose.count(), { timeout: 2000 }).toBe(all.length - under);
      for (const a of await boxes()) expect(meets(a, zoom)).toBe(false);
      if (under) await own.screenshot({ path: '.tmp/board-zoom-over-choose-1280x720.png' });
    }
    // A hand card's zoom goes above the hand, over the champion row: some hover covered a button.
    expect(covered).toBeGreaterThan(0);
    // The zoom gone (the mouse off the cards), every button is back.
    const mid = await own.evaluate(() => { const l = (window as unknown as { __boardLayer: { layout: { middle: { y: number; h: number } } ; toGlobal(p: { x: number; y: number }): { x: number; y: number } } }).__boardLayer; const c = document.querySelector('[data-testid=game-board] canvas')!.getBoundingClientRect(); const g = l.toGlobal({ x: 4, y: l.layout.middle.y + l.layout.middle.h / 2 }); return { x: c.left + g.x, y: c.top + g.y }; });
    await own.mouse.move(mid.x, mid.y, { steps: 2 });
    await expect.poll(zoomBox, { timeout: 3000 }).toBeNull();
    await expect.poll(() => choose.count(), { timeout: 2000 }).toBe(all.length);
    await own.close();
  });

  it('keeps drawing after zooming more cards than the zoom cache holds', async () => {
    const own = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    // A zoom cache of 2 faces, so a few hovers go past it (the real one holds 13).
    await own.addInitScript(() => ((window as unknown as { __boardZoomCache: number }).__boardZoomCache = 2));
    const b = new BoardDriver(own);
    await own.goto(`${t.url}/practice?seed=16&botDelay=15`);
    await b.waitForBoard();
    await expect.poll(() => b.promptText(), { timeout: 20_000 }).toMatch(/Your turn/);
    await own.waitForTimeout(300); // the board has settled
    const cards = [...(await b.uuids('me hand')), ...(await b.uuids('me champions'))];
    for (const u of cards) {
      const box = (await b.cardBox(u))!;
      await own.mouse.move(box.x + box.w / 2, box.y + box.h / 2, { steps: 2 });
      await own.waitForTimeout(30);
    }
    // The canvas still answers the pointer: a card dragged to the play area is played.
    const hand = await b.uuids('me hand');
    let card = '';
    for (const u of hand) if (!card && (await b.mirror().locator(`li[data-uuid="${u}"]`).getByRole('button', { name: /to play area$/ }).count())) card = u;
    await b.drag(card, await b.zoneCenter('play area'));
    await expect.poll(async () => (await b.uuids('me hand')).includes(card), { timeout: 5000 }).toBe(false);
    await own.close();
  });

  it('lets a spectator watch a game at 3840x2160', async () => {
    const watcher = await browser.newPage({ viewport: { width: 3840, height: 2160 } });
    const w = new BoardDriver(watcher);
    await watcher.goto(`${t.url}/practice?watch=1&seed=5&botDelay=60`);
    await w.waitForBoard();
    // The quit control is one button, Concede or Leave: a spectator's is drawn as Leave.
    await watcher.getByRole('button', { name: 'Leave' }).waitFor({ timeout: 10_000 });
    expect(await watcher.getByRole('button', { name: 'Concede' }).count()).toBe(0);
    expect((await w.uuids('opponent champions')).length).toBe(3);
    await watcher.screenshot({ path: '.tmp/board-3840x2160.png' });
    await watcher.close();
  });

  it('shows only the canvas with ?canvasOnly=1', async () => {
    const stream = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await stream.goto(`${t.url}/practice?watch=1&canvasOnly=1&seed=3&botDelay=200`);
    await new BoardDriver(stream).waitForBoard();
    expect(await stream.getByRole('region', { name: 'Prompt' }).count()).toBe(0);
    const canvas = await stream.locator('canvas').boundingBox();
    expect(canvas?.width).toBe(1280);
    await stream.close();
  });
  it('draws the faces of a 150-card board from the face atlas, and keeps drawing as cards move and images replace drawn faces', async () => {
    const own = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await own.goto(`${t.url}/practice?bench=150`);
    await own.waitForFunction('!!window.__boardLayer && window.__boardLayer.children.length > 50 && !!window.__benchMove', undefined, { timeout: 30_000 });
    await own.evaluate('window.__boardAlwaysRender = true');
    // Drawn faces first, then the card images: each replaced face's slot is freed a second later.
    await own.waitForTimeout(2500);
    for (let i = 0; i < 6; i++) {
      await own.evaluate(`window.__benchMove(10)`);
      await own.waitForTimeout(250);
    }
    const seen = (await own.evaluate(`(() => {
      const faces = window.__boardLayer.children.filter((c) => c.face && c.visible && c.faceUp).map((c) => c.face.texture);
      const held = new Set(window.__boardLayer.children.filter((c) => c.face).map((c) => c.face.texture));
      return { faces: faces.length, labels: [...new Set(faces.map((t) => t.source.label))], sources: new Set(faces.map((t) => t.source.uid)).size, held: held.size,
        atlas: window.__boardAtlas.stats(), renders: window.__boardFrames.renders.length };
    })()`)) as { faces: number; labels: string[]; sources: number; held: number; atlas: { pages: number; faces: number }; renders: number };
    expect(seen.faces).toBeGreaterThan(50);
    expect(seen.labels).toEqual(['face-atlas']);
    expect(seen.sources).toBe(1);
    // Only the faces the sprites hold are in the atlas: the replaced ones were freed.
    expect(seen.atlas.faces).toBe(seen.held);
    expect(seen.renders).toBeGreaterThan(10);
    // Cards at rest are drawn at full resolution again, pixel for pixel (motionResolution.ts lowers it only while they move).
    await own.waitForFunction(`(() => {
      const c = document.querySelector('[data-testid=game-board] canvas');
      const r = c.getBoundingClientRect();
      return window.__boardLayer.children.length > 50 && c.width === Math.round(r.width * devicePixelRatio) && c.width === document.querySelector('[data-testid=board-scroller] > div').clientWidth;
    })()`, undefined, { timeout: 10_000 });
    await own.close();
  });
});
