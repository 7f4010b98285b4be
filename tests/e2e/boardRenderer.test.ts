import { mkdirSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

mkdirSync('.tmp', { recursive: true });

/**
 * The board picks Pixi's Canvas 2D renderer where the browser's WebGL is software (this machine's
 * Chromium: SwiftShader), and that renderer draws the board WebGL draws (rendererChoice.ts).
 */
describe('the board renderer on software WebGL (/practice?bench=150, 1280x800)', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** The bench board (a fixed synthetic view of 150 cards) at rest, with `renderer` forced or chosen by the board. */
  async function board(renderer?: 'webgl' | 'canvas'): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    if (renderer) await page.addInitScript(`window.__boardRenderer = '${renderer}'`);
    await page.goto(`${t.url}/practice?bench=150`);
    await page.waitForFunction('!!window.__boardLayer && window.__boardLayer.children.length > 50 && !!window.__boardRendererName', undefined, { timeout: 60_000 });
    // Faces baked, arrival tweens done, the ticker asleep.
    await page.waitForTimeout(2500);
    return page;
  }

  const shot = async (page: Page, name: string) => {
    const png = await page.locator('[data-testid=game-board] canvas').screenshot({ path: `.tmp/${name}.png` });
    return PNG.sync.read(png);
  };

  it('uses Canvas 2D here, where WebGL is SwiftShader', async () => {
    const page = await board();
    expect(await page.evaluate('window.__boardRendererName')).toBe('canvas');
    await page.close();
  });

  it('draws the same board as WebGL, pixel for pixel but for edges', async () => {
    const [gl, canvas] = [await board('webgl'), await board('canvas')];
    expect(await gl.evaluate('window.__boardRendererName')).toBe('webgl');
    const [a, b] = [await shot(gl, 'renderer-webgl'), await shot(canvas, 'renderer-canvas')];
    expect([b.width, b.height]).toEqual([a.width, a.height]);
    let differ = 0;
    let sum = 0;
    for (let i = 0; i < a.data.length; i += 4) {
      const d = Math.max(Math.abs(a.data[i] - b.data[i]), Math.abs(a.data[i + 1] - b.data[i + 1]), Math.abs(a.data[i + 2] - b.data[i + 2]));
      sum += d;
      if (d > 32) differ++;
    }
    const pixels = a.width * a.height;
    console.log(`webgl vs canvas: ${((100 * differ) / pixels).toFixed(2)}% of pixels differ by more than 32 levels, mean ${(sum / pixels).toFixed(2)} levels`);
    // Canvas 2D antialiases the outlines, rings and badges WebGL draws aliased (antialias is off): edges
    // differ, nothing else may.
    expect(differ / pixels).toBeLessThan(0.04);
    expect(sum / pixels).toBeLessThan(5);
    await Promise.all([gl.close(), canvas.close()]);
  });
});
