import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/**
 * What the board's canvas shows, from a screenshot of it: how many distinct colours (a black or
 * blank canvas has one or two) and the share of pixels brighter than near-black.
 */
export async function canvasPixels(page: Page): Promise<{ colours: number; lit: number }> {
  const shot = await page.locator('[data-testid=game-board] canvas').screenshot();
  const png = PNG.sync.read(shot);
  const colours = new Set<number>();
  let lit = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
    colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
    if (r + g + b > 60) lit++;
  }
  return { colours: colours.size, lit: lit / (png.width * png.height) };
}
