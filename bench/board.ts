// Loads the real board on a synthetic view of ~150 cards in headless Chromium (software WebGL:
// SwiftShader), moves 10 cards every 400 ms, and compares variants of the board in one run:
//   old    per-face textures and Pixi's own batch shader width, as the board drew before the atlas
//   atlas  faces in the face atlas, at most MAX_BATCH_TEXTURES textures per batch, the canvas at full
//          resolution throughout (2026-11-25)
//   webgl  the board on WebGL whatever the browser's WebGL is: the board as it was before the renderer
//          choice (2026-11-26), so "today's figure" in the same run
//   now    the board now: WebGL on a GPU, Pixi's Canvas 2D renderer when the browser's WebGL is software
//          (as here: SwiftShader), the atlas, and the canvas at MOTION_RESOLUTION while cards move
// Each variant has its own page, loaded once; the pages take turns (order alternating), one
// measuring window at a time while the others sleep (their tickers stop), so load drifts on a
// shared machine hit every variant alike. Prints median and p95 frame rates (1000 / interval) with
// 95% intervals from a bootstrap over the windows. Run after `npx vite build`:
//   npx tsx bench/board.ts                         old, atlas, webgl and now, 8 windows of 3 s each
//   npx tsx bench/board.ts --variants atlas --windows 4 --seconds 5
//   npx tsx bench/board.ts --variants atlas,now,now@0.75   (now@s: the canvas at share s while cards move)
// BENCH_CARDS, BENCH_W, BENCH_H, BENCH_CANVAS_ONLY, BENCH_MAX_TEXTURES (atlas variant's batch
// width), BENCH_RENDERER (webgl or canvas, for every variant) and BENCH_EVAL (page code run before
// measuring) vary the run. BENCH_PORT: the test server's port (0: any free one).
import { cpus, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { startTestServer } from '../tests/support/server';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const VARIANTS = arg('variants', 'old,atlas,webgl,now').split(',');
const WINDOWS = Number(arg('windows', '8'));
const SECONDS = Number(arg('seconds', process.env.BENCH_SECONDS ?? '3'));
const CARDS = Number(process.env.BENCH_CARDS ?? 150);
const VIEWPORT = { width: Number(process.env.BENCH_W ?? 1280), height: Number(process.env.BENCH_H ?? 720) };

interface Window {
  raf: number[];
  ticker: number[];
  render: number[];
}

/** The q-quantile of the intervals (nearest rank). */
export function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}

/** A percentile bootstrap over whole windows (frames within a window are not independent). */
export function bootstrap(windows: number[][], stat: (xs: number[]) => number, rounds = 2000): [number, number] {
  let seed = 12345;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const out: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const pooled: number[] = [];
    for (let i = 0; i < windows.length; i++) pooled.push(...windows[Math.floor(rand() * windows.length)]);
    out.push(stat(pooled));
  }
  out.sort((a, b) => a - b);
  return [out[Math.floor(0.025 * rounds)], out[Math.floor(0.975 * rounds)]];
}

async function openVariant(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string, variant: string): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  // now@0.75: the board now with another resolution share while cards move.
  const [name, share] = variant.split('@');
  if (!['old', 'atlas', 'webgl', 'now'].includes(name)) throw new Error(`unknown variant ${variant} (old, atlas, webgl, now, now@share)`);
  if (name !== 'now') await page.addInitScript("window.__boardRenderer = 'webgl'");
  if (name === 'old') await page.addInitScript('window.__boardLegacyFaces = true');
  if (name === 'old' || name === 'atlas') await page.addInitScript('window.__boardMotionResolution = 1');
  else if (share) await page.addInitScript(`window.__boardMotionResolution = ${Number(share)}`);
  if (process.env.BENCH_MAX_TEXTURES) await page.addInitScript(`window.__boardMaxTextures = ${Number(process.env.BENCH_MAX_TEXTURES)}`);
  if (process.env.BENCH_RENDERER) await page.addInitScript(`window.__boardRenderer = ${JSON.stringify(process.env.BENCH_RENDERER)}`);
  await page.goto(`${url}/practice?bench=${CARDS}${process.env.BENCH_CANVAS_ONLY ? '&canvasOnly=1' : ''}`);
  await page.waitForFunction('!!window.__boardLayer && window.__boardLayer.children.length > 50 && !!window.__benchMove', undefined, { timeout: 60_000 });
  if (process.env.BENCH_EVAL) await page.evaluate(process.env.BENCH_EVAL);
  return page;
}

/** One measuring window: wake the page, let it settle, record, put it back to sleep. */
async function measure(page: Page): Promise<Window> {
  await page.evaluate('window.__boardAlwaysRender = true; window.__benchMove(10)');
  await page.waitForTimeout(1000);
  const w = (await page.evaluate(`new Promise((resolve) => {
    const raf = [];
    let last = 0;
    let done = false;
    const frames = window.__boardFrames;
    frames.reset();
    const loop = (ts) => { if (last) raf.push(ts - last); last = ts; if (!done) requestAnimationFrame(loop); };
    requestAnimationFrame(loop);
    const mover = setInterval(() => window.__benchMove(10), 400);
    setTimeout(() => { done = true; clearInterval(mover); resolve({ raf, ticker: frames.intervals.slice(), render: frames.renders.slice() }); }, ${SECONDS * 1000});
  })`)) as Window;
  // Asleep after its last tween and 600 ms of quiet (renderOnDemand): it costs the next window nothing.
  await page.evaluate('window.__boardAlwaysRender = false');
  return w;
}

const t = await startTestServer('pglite', { PORT: process.env.BENCH_PORT ?? '0' });
const browser = await launchBrowser();
try {
  const pages = new Map<string, Page>();
  for (const v of VARIANTS) {
    const page = await openVariant(browser, t.url, v);
    await page.evaluate('window.__boardAlwaysRender = false');
    pages.set(v, page);
  }
  for (const [v, page] of pages) console.log(`${v}: ${await page.evaluate('window.__boardRendererName')} renderer`);
  const sprites = await pages.get(VARIANTS[0])!.evaluate('window.__boardLayer.children.length - 1');
  const load0 = loadavg();
  const windows = new Map<string, Window[]>(VARIANTS.map((v) => [v, []]));
  for (let i = 0; i < WINDOWS; i++) {
    const order = i % 2 ? [...VARIANTS].reverse() : VARIANTS;
    for (const v of order) windows.get(v)!.push(await measure(pages.get(v)!));
  }
  const load1 = loadavg();
  console.log(`board bench: ${sprites} card sprites, ${VIEWPORT.width}x${VIEWPORT.height}, 10 cards moved every 400 ms;`);
  console.log(`${WINDOWS} windows of ${SECONDS} s per variant, interleaved; ${cpus().length} cores, load average ${load0[0].toFixed(1)} at the start, ${load1[0].toFixed(1)} at the end`);
  console.log('| variant | frames | median fps [95% CI] | p95 fps [95% CI] | mean fps | render ms median / p95 |');
  console.log('|---|---|---|---|---|---|');
  const fps = (ms: number) => (1000 / ms).toFixed(1);
  for (const v of VARIANTS) {
    const ws = windows.get(v)!;
    const raf = ws.map((w) => w.raf);
    const all = raf.flat();
    const render = ws.flatMap((w) => w.render);
    const [m0, m1] = bootstrap(raf, (xs) => quantile(xs, 0.5));
    const [p0, p1] = bootstrap(raf, (xs) => quantile(xs, 0.95));
    const mean = (1000 * all.length) / all.reduce((a, b) => a + b, 0);
    console.log(
      `| ${v} | ${all.length} | ${fps(quantile(all, 0.5))} [${fps(m1)}, ${fps(m0)}] | ${fps(quantile(all, 0.95))} [${fps(p1)}, ${fps(p0)}] | ${mean.toFixed(1)} | ${quantile(render, 0.5).toFixed(2)} / ${quantile(render, 0.95).toFixed(2)} |`,
    );
  }
  console.log('(p95 fps: 1000 / the 95th percentile of the rAF intervals, so 95% of frames came at least that fast)');
} finally {
  await browser.close();
  await t.stop();
}
