// Screenshots of the board on /practice at a phone, desktop and 4K size, and the card size each gets.
// Usage: npx vite build && npx tsx scripts/board-shots.ts [folder]   (docs/board.md "Layout" shows them)
import path from 'node:path';
import { launchBrowser } from '../tests/support/browser';
import { startTestServer } from '../tests/support/server';

const folder = process.argv[2] ?? '.';
const [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
for (const [w, h] of [[1280, 800], [390, 844], [844, 390], [3840, 2160]]) {
  const page = await (await browser.newContext({ viewport: { width: w, height: h } })).newPage();
  await page.goto(`${t.url}/practice?seed=16&botDelay=15`);
  await page.waitForFunction('window.__boardLayer && window.__boardLayer.children.length > 10', undefined, { timeout: 60_000 });
  await page.waitForTimeout(2500);
  const m = await page.evaluate(`(() => {
    const layer = window.__boardLayer;
    const scale = (layer.toGlobal({ x: 100, y: 0 }).x - layer.toGlobal({ x: 0, y: 0 }).x) / 100;
    const c = document.querySelector('[data-testid=game-board] canvas').getBoundingClientRect();
    return { card: [layer.layout.cardW * scale, layer.layout.cardH * scale].map(Math.round), board: [c.width, c.height].map(Math.round) };
  })()`);
  console.log(`${w}x${h}`, JSON.stringify(m));
  await page.screenshot({ path: path.join(folder, `layout-${w}x${h}.png`) });
  await page.close();
}
await browser.close();
await t.stop();
