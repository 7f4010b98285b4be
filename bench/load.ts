/**
 * The load generator (issue 19): human-paced games over real lobby and game sockets, driven from
 * separate worker processes (bench/load/worker.ts), against a server it starts as its own process
 * (bench/load/serverProcess.ts: PGlite in a temporary DATA_DIR, or DATABASE_URL) or one given by --url.
 *
 * npx tsx bench/load.ts [--games 100] [--pace 2000-5000] [--spectators <n>, default games/2]
 *   [--duration 60] [--ramp S: arrivals spread over S s, default games/5] [--workers 2] [--url http://127.0.0.1:PORT] [--server-pid PID] [--port 4140]
 *   [--seed N] [--cap 150] [--cpu-prof DIR: the server's and the load workers' CPU profiles] [--http-accounts 2] [--node-threads N: the server's NODE_THREADS]
 *   [--latency-csv FILE: every action's latency with the time it was measured, to see when the tail happens]
 *   [--probe DIR: every thread of the server and the load workers logs its stalls and collections there
 *   (load/threadProbe.ts), summed per thread over the steady window at the end]
 *   [--server-node-args=ARGS: more Node options for the server it starts, space-separated, after "=" since they
 *   start with "--" (e.g. --server-node-args=--v8-pool-size=1)]
 *
 * Prints action -> update latency at the acting client (p50/p95/p99/max, 95% intervals), updates/s,
 * bytes per update per viewer (median, p95) and the first view's bytes as framed on the websocket,
 * the server's CPU and memory per game, what the lobby sent by event in the steady window (a server it
 * started), errors and disconnects. Only loopback targets are allowed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { registerAndLogin } from './load/accounts';
import type { Account, DriveOptions, Slot } from './load/driver';
import { mergeStats, runWorker } from './load/workers';
import { fmt, processUsage, quantile } from './load/figures';
import { spawnServer, type Server } from './load/spawnServer';
import { sendsDuring } from './load/sendTally';
import { probeLines, summarizeProbe } from './load/probeSummary';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    pace: { type: 'string', default: '2000-5000' },
    spectators: { type: 'string' },
    duration: { type: 'string', default: '60' },
    ramp: { type: 'string' },
    workers: { type: 'string', default: '2' },
    url: { type: 'string' },
    'server-pid': { type: 'string' },
    port: { type: 'string', default: '4140' },
    seed: { type: 'string' },
    cap: { type: 'string', default: '150' },
    'cpu-prof': { type: 'string' },
    'http-accounts': { type: 'string', default: '2' },
    'node-threads': { type: 'string' },
    'latency-csv': { type: 'string' },
    probe: { type: 'string' },
    'server-node-args': { type: 'string' },
  },
});

const games = Number(args.games);
const spectators = args.spectators !== undefined ? Number(args.spectators) : Math.floor(games / 2);
const [paceMin, paceMax] = args.pace!.split('-').map(Number);
const durationMs = Number(args.duration) * 1000;
/** Arrivals spread over --ramp seconds; by default 5 games a second (60 s for 300 games, 200 s for 1,000). */
const rampMs = (args.ramp !== undefined ? Number(args.ramp) : games / 5) * 1000;
const workers = Math.max(1, Number(args.workers));
const seed = args.seed ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);

/** Loopback only: this generator must never be pointed at someone else's server. */
export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The server this run started, stopped on the way out whatever happens. */
let own: Server | null = null;

async function main() {
  const nodeThreads = args['node-threads'] ? { NODE_THREADS: args['node-threads'] } : undefined;
  // The probe's folder reaches every process through the environment; its module through --import and THREAD_PRELOAD.
  const probe = args.probe ? pathToFileURL(new URL('./load/threadProbe.ts', import.meta.url).pathname).href : undefined;
  if (args.probe) {
    mkdirSync(args.probe, { recursive: true });
    process.env.THREAD_PROBE_DIR = args.probe;
  }
  own = args.url ? null : await spawnServer({ port: args.port!, seed, cpuProfDir: args['cpu-prof'], env: nodeThreads, preload: probe, nodeArgs: args['server-node-args']?.split(' ').filter(Boolean) });
  const url = args.url ?? own!.url;
  if (!isLoopback(url)) throw new Error(`refusing ${url}: the load generator runs against loopback addresses only`);
  const pid = own?.pid ?? (args['server-pid'] ? Number(args['server-pid']) : null);
  const need = games * 2 + spectators;
  const viaHttp = own ? Math.min(need, Number(args['http-accounts'])) : need;
  const stamp = seed.toString(36);
  const accounts: Account[] = [];
  for (let i = 0; i < viaHttp; i++) accounts.push(await registerAndLogin(url, `lh${stamp}${i}`));
  if (need > viaHttp) accounts.push(...(await own!.seed(`ld${stamp}`, need - viaHttp)));
  const slots: Slot[] = Array.from({ length: games }, (_, i) => ({ a: accounts[2 * i], b: accounts[2 * i + 1], spectator: i < spectators ? accounts[2 * games + i] : undefined }));

  console.log(`load: ${games} games, ${spectators} spectators, pace ${paceMin}-${paceMax} ms, ${durationMs / 1000} s, ${workers} workers, seed ${seed}, ${url}${nodeThreads ? `, NODE_THREADS ${nodeThreads.NODE_THREADS}` : ''}${args['server-node-args'] ? `, server node args ${args['server-node-args']}` : ''}`);
  const before = pid ? processUsage(pid) : null;
  const t0 = Date.now();
  let peakRss = before?.rss ?? 0;
  const samples: { at: number; cpu: number; rss: number }[] = [];
  const sampler = setInterval(() => {
    const u = pid ? processUsage(pid) : null;
    if (u) peakRss = Math.max(peakRss, u.rss);
    if (u) samples.push({ at: Date.now(), ...u });
  }, 1000);
  const options: DriveOptions = { url, paceMs: [paceMin, paceMax], durationMs, rampMs, seed, cap: Number(args.cap) };
  const share = (w: number) => slots.filter((_, i) => i % workers === w);
  // The workers' deadlines fall just after this: their games then end and leave together, a teardown
  // burst (every member's whole games list at once) that no steady state has.
  const steadyEnd = Date.now() + durationMs;
  const runs = Array.from({ length: workers }, (_, w) => runWorker(share(w), { ...options, seed: seed + w * 1_000_003 }, args['cpu-prof'], probe));
  const stats = mergeStats(await Promise.all(runs.map((r) => r.done)));
  const seconds = (Date.now() - t0) / 1000;
  clearInterval(sampler);
  const after = pid ? processUsage(pid) : null;
  const workerCpu = runs.reduce((n, r) => n + (r.cpu ?? 0), 0);

  const sort = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const lat = sort(stats.latencies);
  // The steady part: after every slot has started its first game (the ramp floods the lobby), until the duration is up.
  const steady = sort(stats.latencies.filter((_, i) => stats.latencyAt[i] > stats.rampEnd && stats.latencyAt[i] <= steadyEnd));
  const steadySeconds = (steadyEnd - stats.rampEnd) / 1000;
  if (args['latency-csv']) writeFileSync(args['latency-csv'], ['at_epoch_ms,latency_ms', ...stats.latencies.map((l, i) => `${stats.latencyAt[i]},${l.toFixed(2)}`)].join('\n') + '\n');
  const bytes = sort(stats.patchBytes);
  const first = sort(stats.firstViewBytes);
  console.log(`games started ${stats.gamesStarted}, finished ${stats.gamesFinished}, rematches ${stats.rematches}`);
  console.log(`actions acknowledged ${stats.acked} (${(stats.acked / seconds).toFixed(1)}/s); refused ${stats.refused}; stale ${stats.stale}; lost ${stats.lost}`);
  console.log(`action -> update ms (acting client), median [95% interval]: p50 ${fmt(quantile(lat, 0.5))}, p95 ${fmt(quantile(lat, 0.95))}, p99 ${fmt(quantile(lat, 0.99))}, max ${(lat.at(-1) ?? NaN).toFixed(1)} (n=${lat.length})`);
  console.log(`  steady (${steadySeconds.toFixed(0)} s, after the ramp of ${((stats.rampEnd - t0) / 1000).toFixed(0)} s): p50 ${fmt(quantile(steady, 0.5))}, p95 ${fmt(quantile(steady, 0.95))}, p99 ${fmt(quantile(steady, 0.99))}, max ${(steady.at(-1) ?? NaN).toFixed(1)} (n=${steady.length}, ${(steady.length / steadySeconds).toFixed(1)} actions/s)`);
  console.log(`updates received ${stats.updates} (${(stats.updates / seconds).toFixed(0)}/s); resyncs ${stats.resyncs}`);
  console.log(`bytes per update per viewer on the wire: median ${fmt(quantile(bytes, 0.5), 0)}, p95 ${fmt(quantile(bytes, 0.95), 0)}; first view median ${quantile(first, 0.5).value}, max ${first.at(-1) ?? NaN}`);
  if (before && after) {
    const cpu = after.cpu - before.cpu;
    const from = samples.find((x) => x.at >= stats.rampEnd);
    const to = samples.findLast((x) => x.at <= steadyEnd);
    if (from && to && to.at > from.at) {
      const c = to.cpu - from.cpu;
      const secs = (to.at - from.at) / 1000;
      console.log(`  steady: server CPU ${((100 * c) / secs).toFixed(0)}% of a core (${((1000 * c) / secs / games).toFixed(2)} ms/s per game)`);
    }
    console.log(`server CPU ${((100 * cpu) / seconds).toFixed(0)}% of a core (${((1000 * cpu) / seconds / games).toFixed(2)} ms/s per game); RSS ${(after.rss / 2 ** 20).toFixed(0)} MiB at end, peak ${(peakRss / 2 ** 20).toFixed(0)} MiB, ${((peakRss - before.rss) / 2 ** 10 / games).toFixed(0)} KiB per game over the idle server`);
  }
  if (own) {
    // What the lobby sent while the games ran steadily: whole lists to players back from a game, each game's change to every socket not at a board.
    const { seconds: tallied, events } = sendsDuring(await own.sends(), stats.rampEnd, steadyEnd);
    if (tallied) console.log(`  steady: the lobby sent (per s, before deflate) ${events.slice(0, 6).map(([e, c]) => `${e} ${(c.n / tallied).toFixed(1)} msgs ${(c.bytes / tallied / 1e6).toFixed(2)} MB`).join('; ')}`);
    const d = await own.deflates();
    console.log(`the lobby's large messages (whole lists): ${d.made} deflated, ${d.reused} more sent as deflated for another socket (${((100 * d.reused) / Math.max(1, d.made + d.reused)).toFixed(0)}% of sends)`);
  }
  console.log(`load workers' CPU ${((100 * workerCpu) / seconds).toFixed(0)}% of a core in all; machine load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  // The generator's own lateness: an update read late by a busy worker counts in the latencies above.
  console.log(`load workers' event-loop delay (ms, each worker): ${stats.loopDelay.map((d) => `p50 ${d.p50.toFixed(1)}, p99 ${d.p99.toFixed(1)}, max ${d.max.toFixed(0)}`).join('; ')}`);
  if (args.probe) {
    // The probe writes once a second: the server's threads are still up, the workers have exited and flushed.
    await new Promise((r) => setTimeout(r, 1500));
    console.log(`steady: stalls (event loop late by over 15 ms) and collections over 5 ms, per thread (${args.probe}):`);
    for (const line of probeLines(summarizeProbe(args.probe, stats.rampEnd, steadyEnd))) console.log(line);
  }
  console.log(`errors ${stats.errors.length}; disconnects ${stats.disconnects}`);
  // Grouped by kind (numbers left out), so a thousand slots failing the same way read as one line.
  const kinds = new Map<string, number>();
  for (const e of stats.errors) kinds.set(e.replace(/\d+/g, 'N'), (kinds.get(e.replace(/\d+/g, 'N')) ?? 0) + 1);
  for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${n} × ${kind}`);
  await own?.stop();
  process.exit(stats.errors.length || stats.lost ? 1 : 0);
}

void main().catch(async (err: unknown) => {
  console.error(err);
  await own?.stop();
  process.exit(2);
});
