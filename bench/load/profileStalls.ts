/**
 * What the server's event loop ran during its worst stalls: reads a V8 CPU profile of the server (the
 * benches' --cpu-prof DIR) and a bench dump holding the server's stall report (bench/botLoad.ts --dump),
 * and prints, for each of the longest stalls in the measured windows, the functions with the most self
 * time inside it (and the stack of the heaviest one). The report's clock pair maps epoch times onto the
 * profile's monotonic microseconds.
 *
 *   npx tsx bench/load/profileStalls.ts PROFILE.cpuprofile DUMP.json [stalls=6] [top=8]
 *
 * Node writes one profile per thread into the folder; the event loop's is the one numbered `.0.001`
 * (CPU.<date>.<time>.<pid>.0.001.cpuprofile), the others are the bot workers'.
 */
import { readFileSync } from 'node:fs';
import type { StallReport } from './stallMonitor';

type Frame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };

const [profilePath, dumpPath, stallsArg, topArg] = process.argv.slice(2);
if (!profilePath || !dumpPath) throw new Error('usage: profileStalls.ts PROFILE.cpuprofile DUMP.json [stalls] [top]');
const profile = JSON.parse(readFileSync(profilePath, 'utf8')) as Profile;
const dump = JSON.parse(readFileSync(dumpPath, 'utf8')) as { serverStalls: StallReport; timeline: { at: number }[] };
const report = dump.serverStalls;
const firstSample = Math.min(...dump.timeline.map((t) => t.at));
const toMono = (epochMs: number) => report.clock.monoUs + (epochMs - report.clock.epochMs) * 1000;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n: Node) => {
  const f = n.callFrame;
  const file = f.url.split('/').slice(-2).join('/');
  return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
};
const stack = (id: number) => {
  const out: string[] = [];
  for (let at: number | undefined = id; at !== undefined && out.length < 14; at = parent.get(at)) out.push(name(byId.get(at)!));
  return out;
};

// Each sample's time: startTime plus the running sum of deltas.
const times: number[] = [];
let t = profile.startTime;
for (const d of profile.timeDeltas) times.push((t += d));

const stalls = report.stalls.filter((s) => s.at >= firstSample - 10_000).sort((a, b) => b.ms - a.ms).slice(0, Number(stallsArg ?? 6));
for (const s of stalls) {
  const from = toMono(s.at);
  const to = toMono(s.at + s.ms);
  const self = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i] < from || times[i] > to) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
    total += dt;
  }
  // Self time by function (several nodes may be one function on different stacks).
  const byName = new Map<string, number>();
  for (const [id, ms] of self) byName.set(name(byId.get(id)!), (byName.get(name(byId.get(id)!)) ?? 0) + ms);
  const gcs = report.gcs.filter((g) => g.at < s.at + s.ms && g.at + g.ms > s.at).map((g) => `${g.kind} ${g.ms.toFixed(0)}`);
  console.log(`\nstall ${s.ms.toFixed(0)} ms at ${new Date(s.at).toISOString().slice(11, 23)} (profile covers ${total.toFixed(0)} ms; collections: ${gcs.join(', ') || 'none'})`);
  for (const [fn, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 8))) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${fn}`);
  const heaviest = [...self].sort((a, b) => b[1] - a[1])[0];
  if (heaviest) console.log(`  heaviest stack:\n    ${stack(heaviest[0]).join('\n    ')}`);
}
