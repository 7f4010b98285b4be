import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver } from './boardDriver';

mkdirSync('.tmp', { recursive: true });

type SpriteInfo = { uuid: string; faceUp: boolean; screenW: number; texW: number; texH: number };

describe('card faces on the board at 1280x800 (/practice)', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  let board: BoardDriver;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    board = new BoardDriver(page);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const sprites = () =>
    page.evaluate(() => {
      type S = { uuid: string; faceUp: boolean; visible: boolean; getBounds(): { width: number; height: number }; rotation: number; face: { texture: { frame: { width: number; height: number }; source: { pixelWidth: number; width: number } } } };
      const layer = (window as unknown as { __boardLayer: { children: Array<S & { label: string }> } }).__boardLayer;
      return layer.children
        .filter((c) => c.label?.startsWith('card:') && c.visible)
        .map((s): SpriteInfo => {
          const b = s.getBounds();
          // The face's own texels: its frame (a slot of an atlas page, or a whole texture) at the source's resolution.
          const { frame, source } = s.face.texture;
          const texels = source.pixelWidth / source.width;
          return { uuid: s.uuid, faceUp: s.faceUp, screenW: Math.min(b.width, b.height), texW: frame.width * texels, texH: frame.height * texels };
        });
    });

  it('draws every face-up card from its first frame, at a texture size fit for the card', async () => {
    await page.goto(`${t.url}/practice?seed=16&botDelay=15`);
    await board.waitForBoard();
    await expect.poll(() => board.promptText(), { timeout: 20_000 }).toMatch(/Your turn/);
    const shown = await sprites();
    const faces = shown.filter((s) => s.faceUp);
    // Five hand cards and three champions each side at least.
    expect(faces.length).toBeGreaterThanOrEqual(8);
    for (const f of faces) {
      // A face is baked at 5:7, with at least one texel per screen pixel (sharp) and under three (memory).
      expect(f.texH / f.texW).toBeCloseTo(1.4, 1);
      expect(f.texW).toBeGreaterThanOrEqual(f.screenW);
      expect(f.texW).toBeLessThan(f.screenW * 3);
    }
    await page.waitForTimeout(400);
    await page.screenshot({ path: '.tmp/faces-1280.png' });
  });

  it('shows the full face (rules text) in the zoom on hover', async () => {
    const hand = await board.uuids('me hand');
    const box = (await board.cardBox(hand[0]))!;
    await page.mouse.move(box.x + box.w / 2, box.y + box.h / 2);
    await expect
      .poll(() => board.zoomShown(), { timeout: 5000 })
      .toBe(true);
    await page.waitForTimeout(200);
    await page.screenshot({ path: '.tmp/faces-zoom.png' });
    await page.mouse.move(5, 5);
  });

  it('keeps badges upright on an exhausted card and shows a defeated champion (state drawn into the scene)', async () => {
    const champs = await board.uuids('me champions');
    const rot = await page.evaluate(([a, b]) => {
      type Sprite = { rotation: number; card: Record<string, unknown>; setBadges(c: unknown): void; children: Array<{ label?: string; rotation: number; worldTransform: { a: number; b: number } }> };
      type Layer = { layout: { cards: Array<{ uuid: string; rotation: number; card: Record<string, unknown> }> }; sync(l: unknown, f: unknown): void; sprite(u: string): Sprite };
      const layer = (window as unknown as { __boardLayer: Layer }).__boardLayer;
      const cards = layer.layout.cards.map((p) =>
        p.uuid === a ? { ...p, rotation: Math.PI / 2, card: { ...p.card, exhausted: true, tokens: { damage: 9 }, statusConditions: ['marked'], armor: 1 } } : p.uuid === b ? { ...p, card: { ...p.card, defeated: true, tokens: { damage: 8 } } } : p,
      );
      const none = { selected: false, selectable: false, target: false, fresh: false, dragging: false, attacker: false, defender: false, menu: false };
      layer.sync({ ...layer.layout, cards }, { looks: () => none, square: false, animate: false });
      return new Promise<number[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
        const s = layer.sprite(a);
        // The badge container is the last child; its world rotation is atan2(b, a) of its transform.
        const badges = s.children[s.children.length - 1];
        resolve([s.rotation, Math.atan2(badges.worldTransform.b, badges.worldTransform.a)]);
      })));
    }, [champs[0], champs[1]]);
    expect(rot[0]).toBeCloseTo(Math.PI / 2, 5);
    expect(rot[1]).toBeCloseTo(0, 5);
    await page.waitForTimeout(200);
    await page.screenshot({ path: '.tmp/faces-states.png' });
  });

  it('explains the cost symbols on the rules page', async () => {
    await page.goto(`${t.url}/how-to-play`);
    const list = page.getByRole('list', { name: 'Cost symbols' });
    await expect.poll(() => list.locator('li').count(), { timeout: 10_000 }).toBe(10);
    await expect.poll(() => list.locator('li').first().innerText()).toMatch(/Charm: paid by a charm die/);
    await page.getByRole('heading', { name: 'Reading a card' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.tmp/legend.png' });
  });

  it('keeps the board internals off window on a page opened without the test flag (a production page)', async () => {
    const plain = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The harness sets the flag on every page; this page's own script, run after it, takes it away.
    await plain.addInitScript(() => { delete (window as unknown as { __emberhallTestHooks?: boolean }).__emberhallTestHooks; });
    await plain.goto(`${t.url}/practice?seed=16&botDelay=15`);
    // The board is up and playing, its card layer built (the positive signal before looking for what is absent).
    await expect.poll(() => new BoardDriver(plain).promptText(), { timeout: 30_000 }).toMatch(/Your turn/);
    await plain.locator('canvas[data-board-ready=true]').waitFor({ timeout: 30_000 });
    const hooks = await plain.evaluate(() => ['__boardLayer', '__boardAtlas', '__boardFrames', '__benchMove', '__boardDice', '__boardRendererName'].filter((k) => k in window));
    expect(hooks).toEqual([]);
    await plain.close();
  });
});
