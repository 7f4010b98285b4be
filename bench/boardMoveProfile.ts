// Where the main thread's time goes around a move of the bench board (docs/benchmarks.md, Board: "Where
// the rest of the frame goes"): Chrome's sampling profiler over 20 moves of 10 cards (400 ms apart, the
// board asleep between them as in a game), self and total time per function in ms per move. The
// bundle is minified: names are the build's, files and lines point into dist/client/assets.
// After `npx vite build`:  npx tsx bench/boardMoveProfile.ts   (MOTION=1: the canvas at full resolution
// throughout)
import { launchBrowser } from '../tests/support/browser';
import { startTestServer } from '../tests/support/server';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
const t = await startTestServer();
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
if (process.env.MOTION) await page.addInitScript(`window.__boardMotionResolution = ${Number(process.env.MOTION)}`);
await page.goto(`${t.url}/practice?bench=150`);
await page.waitForFunction('!!window.__boardLayer && window.__boardLayer.children.length > 50 && !!window.__benchMove', undefined, { timeout: 60_000 });
await page.waitForTimeout(2000);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const tCalls = () => page.evaluate('window.__tCalls ?? null') as Promise<number | null>;
const callsBefore = await tCalls();
await page.evaluate(`new Promise((r) => { let n = 0; const m = setInterval(() => { window.__benchMove(10); if (++n === 20) { clearInterval(m); setTimeout(r, 500); } }, 400); })`);
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
// A build whose fixedT counts its calls into window.__tCalls (a hand-edited unminified build) reports them per move.
const callsAfter = await tCalls();
if (callsBefore !== null && callsAfter !== null) console.log(`t() calls per move: ${((callsAfter - callsBefore) / 20).toFixed(1)}`);
const self = new Map<string, number>();
const dt = profile.timeDeltas as number[];
const byId = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const total = new Map<string, number>();
profile.samples.forEach((id: number, i: number) => {
  const f = byId.get(id)!.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + dt[i] / 1000);
  const seen = new Set<string>();
  for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) { const g = byId.get(p)!.callFrame; const k = `${g.functionName || '(anon)'} ${g.url.split('/').pop()}:${g.lineNumber}`; if (!seen.has(k)) { seen.add(k); total.set(k, (total.get(k) ?? 0) + dt[i] / 1000); } }
});
const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / 20).toFixed(2).padStart(7)} ms/move  ${k}`).join('\n');
console.log('SELF\n' + top(self)); console.log('TOTAL\n' + top(total));
// CALLERS=name: for the samples inside a function of that name, time by the first caller outside its file
// (e.g. CALLERS=translate: who calls i18next's t(); clearer on a `npx vite build --minify false` build).
if (process.env.CALLERS) {
  const callers = new Map<string, number>();
  profile.samples.forEach((id: number, i: number) => {
    let p: number | undefined = id;
    while (p !== undefined && byId.get(p)!.callFrame.functionName !== process.env.CALLERS) p = parent.get(p);
    if (p === undefined) return;
    const file = byId.get(p)!.callFrame.url;
    while (p !== undefined && byId.get(p)!.callFrame.url === file) p = parent.get(p);
    const f = p === undefined ? undefined : byId.get(p)!.callFrame;
    const key = f ? `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}` : '(none)';
    callers.set(key, (callers.get(key) ?? 0) + dt[i] / 1000);
  });
  console.log(`CALLERS of ${process.env.CALLERS}\n` + top(callers));
}
await browser.close(); await t.stop();
