// Where the board's frame goes outside Pixi's render call (docs/benchmarks.md, Board: "Where the rest
// of the frame goes"). One page of the bench board (150 cards, 10 moved every 400 ms); variants switched
// in that page and interleaved in 2 s windows, so load drifts hit each alike. Per variant: the rAF
// frame rate and the CPU time a frame of Chromium's GPU process (SwiftShader: WebGL and the page's
// compositing) and of the renderer (the page's main thread: React, Pixi, layout). Variants:
//   base      the board as it is
//   half      the canvas at resolution 0.5 (a quarter of the pixels)
//   noRender  Pixi's render skipped (the ticker runs, the canvas does not change): the page alone
//   empty     the stage hidden (the canvas cleared and presented every frame)
//   noStatic  the static layers hidden (frames, piles, labels, bars, dice, middle strip)
//   noLayer   the card layer hidden
//   noHeader  the site header (backdrop-filter blur, under the board) not displayed
//   noSide    the sidebar beside the canvas hidden (visibility)
//   noCss     no transitions, shadows, filters or backdrop filters anywhere on the page
//   noMove    no card moved (the ticker still renders every frame)
//   res75     the canvas at resolution 0.75
//   snap      the cost of a frame drawn from a snapshot: the scene rendered once to a screen-sized texture,
//             drawn as one sprite with ~6 cards over it, nothing else (not what the board does)
//   scissor1, scissor10   partial redraw: the scene rendered only inside 1 rect of 300x200 px or 10 of
//             100x130 px through the GL scissor (needs PRESERVE=1: a drawing buffer kept between frames)
//   nearest   the faces' texture sampled nearest instead of linear
//   noBlend   GL blending off (wrong picture: only what blending costs)
//   noRing, noBadges, noExtras, noFace, faceOnly   parts of every card hidden (faceOnly: all but the face)
//   noText    every Text hidden
//   cacheDecor every card's ring and badges drawn from a texture of their own (Pixi's cacheAsTexture)
// Each window also prints the draw calls and triangles a frame (drawElements wrapped). The page runs on
// WebGL unless RENDERER=canvas (the board's own choice would be Canvas 2D on software WebGL); PORT sets
// the test server's port.
// After `npx vite build`:  V=base,half,noRender,empty ROUNDS=4 npx tsx bench/boardPage.ts
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { startTestServer } from '../tests/support/server';
import { cpu, descendants } from './procCpu';

const VARIANTS = (process.env.V ?? 'base,half,noRender,empty,noStatic,noLayer,noHeader,noSide,noCss,noMove').split(',');
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const VIEWPORT = { width: Number(process.env.BENCH_W ?? 1280), height: Number(process.env.BENCH_H ?? 720) };

const setup = `(() => {
  const app = window.__app; const layer = window.__boardLayer;
  const scene = layer.parent;
  const statics = scene.children.filter((k) => k !== layer);
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important;box-shadow:none!important;filter:none!important;backdrop-filter:none!important}';
  const header = document.querySelector('header');
  const canvasHost = document.querySelector('[data-testid=game-board] canvas').closest('.flex-1');
  const side = [...canvasHost.parentElement.children].filter((k) => k !== canvasHost);
  // Partial redraw (needs PRESERVE=1: a drawing buffer kept between frames): n rects of w x h at
  // cards' places, the whole scene rendered into each through the GL scissor, the rest left as it was.
  const scissorRender = (n, w, h) => {
    const gl = app.renderer.gl;
    const cards = layer.children.filter((c) => c.face && c.visible);
    app.renderer.render = (opts) => {
      gl.enable(gl.SCISSOR_TEST);
      for (let i = 0; i < n; i++) {
        const c = cards[(i * 13) % cards.length].getBounds();
        gl.scissor(Math.round(c.x), Math.round(app.screen.height - c.y - h), w, h);
        render(opts);
      }
      gl.disable(gl.SCISSOR_TEST);
    };
  };
  if (app.renderer.gl) { const gl = app.renderer.gl; const en = gl.enable.bind(gl);
    const de = gl.drawElements.bind(gl); window.__draws = { calls: 0, idx: 0 };
    gl.drawElements = (m, n, t, o) => { window.__draws.calls++; window.__draws.idx += n; return de(m, n, t, o); };
    gl.enable = (c) => (c === gl.BLEND && window.__noBlend ? gl.disable(c) : en(c));
    const r0 = app.renderer.render.bind(app.renderer);
    app.renderer.render = (o) => { if (window.__noBlend) gl.disable(gl.BLEND); else en(gl.BLEND); return r0(o); }; }
  const render = app.renderer.render;
  let reset = () => {
    app.renderer.render = render;
    if (app.renderer.resolution !== 1) app.renderer.resize(app.screen.width, app.screen.height, 1);
    app.stage.visible = true; layer.visible = true; for (const k of statics) k.visible = true;
    header.style.display = ''; for (const k of side) k.style.visibility = '';
    style.remove(); window.__noMove = false; window.__noBlend = false;
    for (const c of layer.children) if (c.face) { if (c.face.texture) c.face.texture.source.scaleMode = 'linear'; for (const k of c.children) k.visible = true; }
    for (const o of window.__hiddenText || []) o.visible = true; window.__hiddenText = [];
    if (window.__cached) { for (const c of layer.children) if (c.face) { c.children[2].cacheAsTexture(false); c.children[3].cacheAsTexture(false); } window.__cached = false; }
  };
  window.__variants = {
    base: () => {},
    half: () => app.renderer.resize(app.screen.width, app.screen.height, 0.5),
    noRender: () => { app.renderer.render = () => {}; },
    empty: () => { app.stage.visible = false; },
    noStatic: () => { for (const k of statics) k.visible = false; },
    noLayer: () => { layer.visible = false; },
    noHeader: () => { header.style.display = 'none'; },
    noSide: () => { for (const k of side) k.style.visibility = 'hidden'; },
    noCss: () => document.head.appendChild(style),
    noMove: () => { window.__noMove = true; },
    scissor1: () => scissorRender(1, 300, 200),
    scissor10: () => scissorRender(10, 100, 130),
    nearest: () => { for (const c of layer.children) if (c.face?.texture) { c.face.texture.source.scaleMode = 'nearest'; } },
    noBlend: () => { window.__noBlend = true; },
    cacheDecor: () => { for (const c of layer.children) if (c.face) { c.children[2].cacheAsTexture(true); c.children[3].cacheAsTexture(true); } window.__cached = true; },
    noRing: () => { for (const c of layer.children) if (c.face) c.children[2].visible = false; },
    noBadges: () => { for (const c of layer.children) if (c.face) c.children[3].visible = false; },
    noExtras: () => { for (const c of layer.children) if (c.face) c.children[0].visible = false; },
    noFace: () => { for (const c of layer.children) if (c.face) c.face.visible = false; },
    faceOnly: () => { for (const c of layer.children) if (c.face) for (const k of c.children) if (k !== c.face) k.visible = false; },
    noText: () => { const walk = (o) => { if (o.renderPipeId === 'text') { o.visible = false; window.__hiddenText.push(o); } for (const k of o.children || []) walk(k); }; walk(app.stage); },
    res75: () => app.renderer.resize(app.screen.width, app.screen.height, 0.75),
    snap: () => {
      // What a frame costs when all but the moving cards come from one texture: a screen-sized sprite
      // of the scene plus 10 cards, no moves (the cost of making the texture is not in it).
      if (!window.__snap) {
        const tex = app.renderer.generateTexture({ target: scene, frame: app.screen });
        window.__snap = new scene.constructor();
        const Sprite = layer.children.find((c) => c.face).face.constructor;
        window.__snap.addChild(new Sprite({ texture: tex }));
      }
      window.__noMove = true;
      for (const k of statics) k.visible = false;
      window.__hidden = layer.children.filter((c, i) => c.face && c.visible && i % 14 !== 0);
      for (const c of window.__hidden) c.visible = false;
      scene.addChildAt(window.__snap, 0);
    },
  };
  const reset0 = reset;
  reset = () => { reset0(); if (window.__snap) window.__snap.removeFromParent(); for (const c of window.__hidden || []) c.visible = true; window.__hidden = []; };
  window.__use = (v) => { reset(); window.__variants[v](); window.__visibleCards = layer.children.filter((c) => c.face && c.visible).length; };
})()`;

async function window2s(page: Page): Promise<number[]> {
  return (await page.evaluate(`new Promise((resolve) => { const raf = []; let last = 0, done = false;
    const loop = (ts) => { if (last) raf.push(ts - last); last = ts; if (!done) requestAnimationFrame(loop); };
    const mover = setInterval(() => { if (!window.__noMove) window.__benchMove(10); }, 400);
    setTimeout(() => requestAnimationFrame(loop), 300);
    setTimeout(() => { done = true; clearInterval(mover); resolve(raf); }, 2300); })`)) as number[];
}

const t = await startTestServer('pglite', { PORT: process.env.PORT ?? '0' });
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: VIEWPORT });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.addInitScript('globalThis.__PIXI_APP_INIT__ = (app) => { window.__app = app; }');
  // WebGL unless RENDERER=canvas: most variants below reach into the WebGL context.
  await page.addInitScript(`window.__boardRenderer = ${JSON.stringify(process.env.RENDERER ?? 'webgl')}`);
  if (process.env.PRESERVE) {
    await page.addInitScript(`{ const get = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, attrs) { return get.call(this, kind, kind === 'webgl2' ? { ...attrs, preserveDrawingBuffer: true } : attrs); }; }`);
  }
  await page.goto(`${t.url}/practice?bench=150`);
  await page.waitForFunction('!!window.__boardLayer && window.__boardLayer.children.length > 50 && !!window.__benchMove', undefined, { timeout: 60_000 });
  await page.evaluate('window.__boardAlwaysRender = true');
  await page.waitForTimeout(3000);
  await page.evaluate(setup);
  const procs = descendants(process.pid);
  const raf: Record<string, number[]> = {};
  const used: Record<string, Record<string, number>> = {};
  for (let r = 0; r < ROUNDS; r++) {
    for (const v of r % 2 ? [...VARIANTS].reverse() : VARIANTS) {
      await page.evaluate(`window.__use('${v}')`);
      await page.evaluate('window.__draws = { calls: 0, idx: 0 }');
      await page.waitForTimeout(200);
      const c0 = cpu(procs);
      const xs = await window2s(page);
      const c1 = cpu(procs);
      const d = (await page.evaluate('window.__draws ?? { calls: 0, idx: 0 }')) as { calls: number; idx: number }; await page.evaluate('window.__draws = { calls: 0, idx: 0 }');
      if (r > 0) console.log(v, 'per frame: draws', (d.calls / xs.length).toFixed(1), 'triangles', (d.idx / 3 / xs.length).toFixed(0));
      (raf[v] ??= []).push(...xs);
      if (r === 0) console.log(v, 'cards drawn', await page.evaluate('window.__visibleCards'));
      const u = (used[v] ??= {});
      for (const k of Object.keys(c1)) u[k] = (u[k] ?? 0) + c1[k] - (c0[k] ?? 0);
    }
  }
  await page.evaluate(`window.__use('base')`);
  for (const v of VARIANTS) {
    const s = [...raf[v]].sort((a, b) => a - b);
    const perFrame = (k: string) => ((used[v][k] ?? 0) / s.length).toFixed(1);
    console.log(
      v.padEnd(10),
      `frames ${String(s.length).padStart(4)}`,
      `median ${s[Math.floor(s.length / 2)].toFixed(1)} ms`,
      `p95 ${s[Math.floor(s.length * 0.95)].toFixed(1)} ms`,
      `mean fps ${((1000 * s.length) / s.reduce((a, b) => a + b, 0)).toFixed(1)}`,
      `| cpu ms/frame: gpu ${perFrame('gpu-process')} renderer ${perFrame('renderer')} browser ${perFrame('browser')}`,
    );
  }
} finally {
  await browser.close();
  await t.stop();
}
