import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver } from './boardDriver';

mkdirSync('.tmp', { recursive: true });

type SpriteInfo = { uuid: string; faceUp: boolean; w: number; texW: number; texH: number; label: string };

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
      type S = { uuid: string; faceUp: boolean; w: number; visible: boolean; face: { texture: { width: number; height: number; label: string | null } } };
      const layer = (window as unknown as { __boardLayer: { children: Array<S & { label: string }> } }).__boardLayer;
      return layer.children
        .filter((c) => c.label?.startsWith('card:') && c.visible)
        .map((s): SpriteInfo => ({ uuid: s.uuid, faceUp: s.faceUp, w: s.w, texW: s.face.texture.width, texH: s.face.texture.height, label: s.face.texture.label ?? '' }));
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
      // A face is baked at 5:7 for a card drawn w layout units wide: never a 1x1 placeholder.
      expect(f.texH / f.texW).toBeCloseTo(1.4, 1);
      expect(f.texW).toBeGreaterThanOrEqual(f.w);
    }
    await page.waitForTimeout(400);
    await page.screenshot({ path: '.tmp/faces-1280.png' });
  });

  it('shows the full face (rules text) in the zoom on hover', async () => {
    const hand = await board.uuids('me hand');
    const box = (await board.cardBox(hand[0]))!;
    await page.mouse.move(box.x + box.w / 2, box.y + box.h / 2);
    await expect
      .poll(() => page.evaluate(() => {
        type C = { label: string; visible: boolean; children: C[] };
        const layer = (window as unknown as { __boardLayer: { parent: C } }).__boardLayer;
        return layer.parent.children.find((c) => c.label === 'zoom')?.visible ?? false;
      }), { timeout: 5000 })
      .toBe(true);
    await page.waitForTimeout(200);
    await page.screenshot({ path: '.tmp/faces-zoom.png' });
    await page.mouse.move(5, 5);
  });
});
