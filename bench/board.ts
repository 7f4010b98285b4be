// Loads the real board on a synthetic view of ~150 cards in headless Chromium (software WebGL),
// moves 10 cards at a time, and prints frame intervals (requestAnimationFrame and the Pixi
// ticker) and the render time per frame. Run after `npm run build`: npx tsx bench/board.ts
import { launchBrowser } from '../tests/support/browser';
import { startTestServer } from '../tests/support/server';

const CARDS = Number(process.env.BENCH_CARDS ?? 150);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const VIEWPORT = { width: Number(process.env.BENCH_W ?? 1280), height: Number(process.env.BENCH_H ?? 720) };

const t = await startTestServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: VIEWPORT });
  if (process.env.BENCH_MAX_TEXTURES) await page.addInitScript(`window.__boardMaxTextures = ${Number(process.env.BENCH_MAX_TEXTURES)}`);
  await page.goto(`${t.url}/practice?bench=${CARDS}${process.env.BENCH_CANVAS_ONLY ? "&canvasOnly=1" : ""}`);
  await page.waitForFunction('!!window.__boardLayer && window.__boardLayer.children.length > 50 && !!window.__benchMove', undefined, { timeout: 60_000 });
  const sprites = await page.evaluate('window.__boardLayer.children.length - 1');
  await page.evaluate('window.__boardAlwaysRender = true');
  // BENCH_EVAL: page-side code run before measuring (e.g. hiding a layer to see what it costs).
  if (process.env.BENCH_EVAL) await page.evaluate(process.env.BENCH_EVAL);
  await page.waitForTimeout(1500);
  // Page-side loop: every 400 ms move 10 cards (each move tweens for 350 ms); rAF deltas recorded throughout.
  const result = (await page.evaluate(`new Promise((resolve) => {
    const raf = [];
    let last = 0;
    const frames = window.__boardFrames;
    frames.reset();
    const loop = (ts) => { if (last) raf.push(ts - last); last = ts; if (!done) requestAnimationFrame(loop); };
    let done = false;
    requestAnimationFrame(loop);
    const mover = setInterval(() => window.__benchMove(10), 400);
    setTimeout(() => { done = true; clearInterval(mover); resolve({ raf, ticker: frames.intervals.slice(), render: frames.renders.slice() }); }, ${SECONDS * 1000});
  })`)) as { raf: number[]; ticker: number[]; render: number[] };
  const stats = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
    return `median ${q(0.5).toFixed(2)} ms, p95 ${q(0.95).toFixed(2)} ms (${s.length} frames)`;
  };
  console.log(`board bench: ${sprites} card sprites, ${VIEWPORT.width}x${VIEWPORT.height}, moving 10 cards every 400 ms for ${SECONDS} s`);
  console.log(`rAF interval:        ${stats(result.raf)}  -> ${(1000 / (result.raf.reduce((a, b) => a + b, 0) / result.raf.length)).toFixed(1)} fps`);
  console.log(`Pixi ticker interval: ${stats(result.ticker)}`);
  console.log(`render per frame:     ${stats(result.render)}`);
} finally {
  await browser.close();
  await t.stop();
}
