// Where the board's frame goes (docs/benchmarks.md, Board: Face atlas and batch width). One page of the
// bench board; variants switched in the same page, interleaved in 2 s windows: per variant the rAF frame
// rate, draw calls, texture binds and triangles a frame (WebGL2's drawElements and bindTexture wrapped),
// and the CPU time a frame of Chromium's GPU process (SwiftShader) and renderer, read from /proc. A
// variant is name:N, N the textures per batch forced on Pixi's live batchers (a profiling hack on Pixi's
// private fields, not what the board does). Names: base, one (all faces one texture), small (faces shrunk
// to 65x91), oneSmall, hidden (no faces), tiny (faces 6x6 px), faceOnly, noBadges, noRing, noExtras,
// onlyFaces, onlyFacesSmall, onlyFacesNoBlend, atlasNoBadges, noLayer (no card layer), bare (no stage),
// cached (static layers cacheAsTexture). After `npx vite build`:
//   V=base:32,base:4,hidden:4,noLayer:4 ROUNDS=3 npx tsx bench/boardProfile.ts
// (MAXTEX=n sets window.__boardMaxTextures; __boardLegacyFaces is not set, so base is the atlas board.)
import { launchBrowser } from '../tests/support/browser';
import { startTestServer } from '../tests/support/server';
import { cpu, descendants } from './procCpu';
const VARIANTS = (process.env.V ?? 'base,one,small,oneSmall,hidden,faceOnly').split(',');
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const t = await startTestServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message, e.stack?.slice(0, 400)));
  if (process.env.MAXTEX) await page.addInitScript(`window.__boardMaxTextures = ${process.env.MAXTEX}`);
  await page.addInitScript(`globalThis.__PIXI_APP_INIT__ = (app) => { window.__app = app; };
    window.__gl = { draws: 0, binds: 0, prims: 0 }; window.__lost = 0;
    document.addEventListener('webglcontextlost', () => { window.__lost++; }, true);
    for (const P of [WebGL2RenderingContext.prototype]) {
      const d = P.drawElements; P.drawElements = function (m, n, ty, o) { window.__gl.draws++; window.__gl.prims += n / 3; return d.call(this, m, n, ty, o); };
      const b = P.bindTexture; P.bindTexture = function (t, x) { window.__gl.binds++; return b.call(this, t, x); };
    }`);
  await page.goto(`${t.url}/practice?bench=150`);
  await page.waitForFunction('!!window.__boardLayer && window.__boardLayer.children.length > 50 && !!window.__benchMove', undefined, { timeout: 60_000 });
  await page.evaluate('window.__boardAlwaysRender = true');
  await page.waitForTimeout(4000);
  await page.evaluate(`(() => {
    const layer = window.__boardLayer; const app = window.__app;
    const cards = () => layer.children.filter((c) => c.face);
    const proto = Object.getPrototypeOf(cards()[0]);
    const orig = proto.setFace;
    window.__map = (t) => t;
    proto.setFace = function (t, w, h) { this.__orig = t; return orig.call(this, window.__map(t), w, h); };
    for (const c of cards()) c.__orig = c.face.texture;
    const small = new Map();
    const Sprite = cards()[0].face.constructor;
    const toSmall = (t) => { let s = small.get(t); if (!s) { const sp = new Sprite({ texture: t }); sp.width = 65; sp.height = 91; s = app.renderer.generateTexture({ target: sp }); small.set(t, s); } return s; };
    const info = () => { const ts = new Set(cards().map((c) => c.face.texture)); return [...ts].map((t) => t.source.pixelWidth + 'x' + t.source.pixelHeight + ':' + t.label).slice(0, 40); };
    window.__info = info;
    const first = cards().find((c) => c.faceUp).__orig;
    const set = (fn, vis = true, others = true) => { window.__map = fn; for (const c of cards()) { if (!c.__orig || c.__orig.destroyed) c.__orig = c.face.texture; c.face.texture = fn(c.__orig); c.face.width = c.w; c.face.height = c.h; c.face.visible = vis; for (const k of c.children) if (k !== c.face) k.visible = others; } };
    const mt = (n) => { const r = app.renderer; r.limits.maxBatchableTextures = n;
      for (const set of Object.values(r.renderPipes.batch._batchersByInstructionSet)) for (const b of Object.values(set)) { b.maxTextures = n; b._updateMaxTextures && b._updateMaxTextures(n); }
      r.renderPipes.graphics._adaptor.contextChange(r);
      const walk = (c) => { if (c.renderGroup) c.renderGroup.structureDidChange = true; for (const k of c.children || []) walk(k); }; walk(app.stage); };
    window.__mt = mt;
    window.__variants = {
      base: () => set((t) => t),
      one: () => set((t) => t.label === 'image' ? first : t),
      small: () => set((t) => toSmall(t)),
      oneSmall: () => set((t) => toSmall(t.label === 'image' ? first : t)),
      hidden: () => set((t) => t, false),
      cached: () => { set((t) => t); window.__cached = window.__cached || app.stage.children[0].children.filter((k) => !k.children.includes(layer) && k !== layer && k.children.length); },

      atlasNoBadges: () => { set((t) => toSmall(t.label === 'image' ? first : t)); for (const c of cards()) c.children[3].visible = false; },
      onlyFacesSmall: () => { set((t) => toSmall(t.label === 'image' ? first : t), true, false); },
      onlyFacesNoBlend: () => { set((t) => toSmall(t.label === 'image' ? first : t), true, false); for (const c of cards()) c.face.blendMode = 'none'; },
      noBadges: () => { set((t) => t); for (const c of cards()) c.children[3].visible = false; },
      noRing: () => { set((t) => t); for (const c of cards()) c.children[2].visible = false; },
      noExtras: () => { set((t) => t); for (const c of cards()) c.children[0].visible = false; },
      onlyFaces: () => { set((t) => t, true, false); app.stage.children[0].children.forEach((k) => { if (!k.children.includes(layer) && k !== layer) k.visible = false; }); },
      noLayer: () => { set((t) => t); layer.visible = false; },
      bare: () => { set((t) => t); layer.visible = true; app.stage.children[0].visible = false; },
      tiny: () => { set((t) => t); for (const c of cards()) { c.face.width = 6; c.face.height = 6; } },
      faceOnly: () => set((t) => t, true, false),
      noFaceSmallOnly: () => set((t) => toSmall(t), true, false),
    };
  })()`);
    console.log(await page.evaluate(`(() => { const out = {}; const walk = (c, path) => { const n = c.constructor.name; const g = c.context && c.context.instructions ? c.context.instructions.length : 0; out[n] = (out[n] || 0) + 1; if (c.visible) for (const k of c.children || []) walk(k); }; walk(window.__app.stage); return JSON.stringify(out); })()`));
  console.log('textures in use:', JSON.stringify(await page.evaluate('window.__info()')));
  const res: Record<string, number[]> = {}; const cpuPer: Record<string, Record<string, number>> = {};
  const procs = descendants(process.pid);
  for (let r = 0; r < ROUNDS; r++) for (const vv of VARIANTS) {
    const [v, n] = vv.split(':');
    await page.evaluate(`window.__variants.${v}(); window.__mt(${n ?? 32}); if ('${v}' === 'cached') window.__cached.forEach((k) => k.cacheAsTexture(true));`);
    const c0 = cpu(procs);
    const raf = (await page.evaluate(`new Promise((resolve) => { const raf = []; let last = 0, done = false;
      const loop = (ts) => { if (last) raf.push(ts - last); last = ts; if (!done) requestAnimationFrame(loop); };
      window.__boardFrames.reset(); window.__gl.draws = 0; window.__gl.binds = 0; window.__gl.prims = 0;
      const mover = setInterval(() => window.__benchMove(10), 400);
      setTimeout(() => requestAnimationFrame(loop), 300);
      setTimeout(() => { done = true; clearInterval(mover); window.__tick = window.__boardFrames.intervals.slice(); resolve([...raf, -window.__gl.draws, -window.__gl.binds, -window.__gl.prims]); }, 2300); })`)) as number[];
    const prims = -raf.pop()!, binds = -raf.pop()!, draws = -raf.pop()!;
    (cpuPer[vv] ??= {}).draws = (cpuPer[vv].draws ?? 0) + draws; cpuPer[vv].binds = (cpuPer[vv].binds ?? 0) + binds; cpuPer[vv].prims = (cpuPer[vv].prims ?? 0) + prims;
    const c1 = cpu(procs); const cp = (cpuPer[vv] ??= {});
    for (const k of Object.keys(c1)) cp[k] = (cp[k] ?? 0) + c1[k] - (c0[k] ?? 0);
    cp.frames = (cp.frames ?? 0) + raf.length;
    (res[vv] ??= []).push(...raf);
    const tick = (await page.evaluate('window.__tick')) as number[]; cp.ticks = (cp.ticks ?? 0) + tick.length;
  }
  console.log('context lost:', await page.evaluate('window.__lost'));
  for (const [v, xs] of Object.entries(res)) {
    const s = [...xs].sort((a, b) => a - b);
    console.log(v.padEnd(16), 'median', s[Math.floor(s.length / 2)].toFixed(1), 'ms p95', s[Math.floor(s.length * 0.95)].toFixed(1), 'mean fps', (1000 * s.length / s.reduce((a, b) => a + b, 0)).toFixed(1), 'cpu ms/frame', Object.entries(cpuPer[v]).filter(([k]) => k !== 'frames' && !/zygote|utility|browser/.test(k)).map(([k, n]) => `${k} ${(n / cpuPer[v].frames).toFixed(1)}`).join(' '));
  }
} finally { await browser.close(); await t.stop(); }
