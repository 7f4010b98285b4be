/**
 * Cluster load with a node killed (issue 19): 2 lobby processes and 2 game node processes on the local
 * PostgreSQL (a fresh database) and Redis (a fresh key prefix), loaded by the load generator's workers
 * (bench/load/driver.ts: real lobby and game sockets, human-like pace; each worker on its own lobby
 * process). Mid-load one node is killed with SIGKILL and started again under the same name and port.
 *
 * nice -n 10 npx tsx bench/clusterLoad.ts [--games 40] [--pace 1000-2000] [--duration 90] [--kill-at 30]
 *   [--ramp S: arrivals spread over S s, default games/5, as bench/load.ts] [--seed N] [--ports 4120]
 *   (ports: lobby 1, lobby 2, node-a, node-b from there)
 *
 * Prints: the games the killed node brought back and when (from the kill to its "running" line); the
 * resume time per game (from the kill to the game's first player action stored again); actions acknowledged,
 * unanswered (in flight at the kill) and lost; and the check that every acknowledged action of every game
 * is in game_actions. Exits 1 when an acknowledged action is missing or a client reported an error.
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import pg from 'pg';
import { clusterEnv, spawnProc, type Proc } from '../tests/integration/clusterSupport';
import type { Account, Slot } from './load/driver';
import { fmt, quantile } from './load/figures';
import { mergeStats, runWorker } from './load/workers';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '40' },
    pace: { type: 'string', default: '1000-2000' },
    duration: { type: 'string', default: '90' },
    'kill-at': { type: 'string', default: '30' },
    seed: { type: 'string' },
    ports: { type: 'string', default: '4120' },
    ramp: { type: 'string' },
  },
});
const games = Number(args.games);
const [paceMin, paceMax] = args.pace!.split('-').map(Number);
const durationMs = Number(args.duration) * 1000;
const killAtMs = Number(args['kill-at']) * 1000;
const rampMs = Number(args.ramp ?? games / 5) * 1000;
const seed = args.seed ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);
const base = Number(args.ports);
const ports = { lobby1: base, lobby2: base + 1, 'node-a': base + 2, 'node-b': base + 3 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A process start on a machine shared with other work can take long: it is not what is measured. */
const START_MS = 180_000;

const env = await clusterEnv();
const procs = new Map<string, Proc>();
const dbUrl = env.common.DATABASE_URL;

async function startNode(name: 'node-a' | 'node-b'): Promise<Proc> {
  const p = await spawnProc('src/server/node/main.ts', { ...env.common, NODE_NAME: name, PORT: String(ports[name]), NODE_ADDRESS: '127.0.0.1' }, /Game node .* is running/, START_MS);
  procs.set(name, p);
  return p;
}

async function main(): Promise<number> {
  const lobbyEnv = (n: 'lobby1' | 'lobby2') => ({ ...env.common, PORT: String(ports[n]), NODE_NAME: n, RATE_LIMIT_LOGIN: '100000' });
  // The first lobby runs the migrations; then the other lobby and both nodes.
  procs.set('lobby1', await spawnProc('src/server/main.ts', lobbyEnv('lobby1'), /Emberhall is running/, START_MS));
  procs.set('lobby2', await spawnProc('src/server/main.ts', lobbyEnv('lobby2'), /Emberhall is running/, START_MS));
  await startNode('node-a');
  await startNode('node-b');

  const spectators = Math.floor(games / 2);
  const accounts: Account[] = [];
  for (let i = 0; i < games * 2 + spectators; i++) accounts.push(await env.user(`cl${seed.toString(36)}${i}`));
  const slots: Slot[] = Array.from({ length: games }, (_, i) => ({ a: accounts[2 * i], b: accounts[2 * i + 1], spectator: i < spectators ? accounts[2 * games + i] : undefined }));
  console.log(`cluster load: ${games} games, ${spectators} spectators, pace ${paceMin}-${paceMax} ms, ${durationMs / 1000} s, arrivals over ${rampMs / 1000} s, kill -9 of node-b at ${killAtMs / 1000} s, seed ${seed}`);

  // Each worker on its own lobby process: the two halves of every game meet through Redis.
  const options = { paceMs: [paceMin, paceMax] as [number, number], durationMs, rampMs, seed, cap: 150, reconnect: true };
  const t0 = Date.now();
  const runs = (['lobby1', 'lobby2'] as const).map((l, w) =>
    runWorker(slots.filter((_, i) => i % 2 === w), { ...options, url: `http://127.0.0.1:${ports[l]}`, seed: seed + w * 1_000_003 }),
  );

  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await sleep(killAtMs);
  const running = (await db.query("select id from games where node = 'node-b' and started_at is not null and finished_at is null")).rows.map((r: { id: string }) => r.id);
  const killedAt = new Date();
  await procs.get('node-b')!.stop('SIGKILL');
  const back = await startNode('node-b');
  const upAt = Date.now();
  const restored = Number(/\((\d+) games restored\)/.exec(back.output.join(''))?.[1] ?? NaN);

  const stats = mergeStats(await Promise.all(runs.map((r) => r.done)));
  const seconds = (Date.now() - t0) / 1000;
  // Resume: per game of the killed node, its first player action stored after the kill (the database's clock, this machine's).
  const firsts = await db.query(
    'select game_id, extract(epoch from min(at)) * 1000 as first from game_actions where game_id = any($1::uuid[]) and action is not null and at > $2 group by game_id',
    [running, killedAt],
  );
  const resume = firsts.rows.map((r: { first: string }) => Number(r.first) - killedAt.getTime()).sort((a: number, b: number) => a - b);

  // Every acknowledged action is stored: per game, the player rows are at least the acknowledged actions.
  const rows = await db.query("select game_id, count(*)::int as n from game_actions where action is not null group by game_id");
  const stored = new Map<string, number>(rows.rows.map((r: { game_id: string; n: number }) => [r.game_id, r.n]));
  const perNode = await db.query('select node, count(*)::int as n from games where started_at is not null group by node order by node');
  const missing = Object.entries(stats.ackedByGame).filter(([id, n]) => (stored.get(id) ?? 0) < n);
  await db.end();

  const lat = [...stats.latencies].sort((a, b) => a - b);
  const s1 = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
  console.log(`node-b: ${running.length} running games at the kill; back and running ${s1(upAt - killedAt.getTime())} after the kill with ${restored} games restored`);
  console.log(`resume (kill -> the game's first player action stored again): ${resume.length}/${running.length} games resumed; first ${s1(resume[0])}, median ${s1(resume[Math.floor(resume.length / 2)])}, last ${s1(resume.at(-1))}`);
  console.log(`games per node: ${perNode.rows.map((r: { node: string; n: number }) => `${r.node} ${r.n}`).join(', ')}`);
  console.log(`games started ${stats.gamesStarted}, finished ${stats.gamesFinished}, rematches ${stats.rematches}`);
  console.log(`actions acknowledged ${stats.acked} (${(stats.acked / seconds).toFixed(1)}/s); unanswered (in flight at the kill) ${stats.unanswered}; refused ${stats.refused}; stale ${stats.stale}; acknowledged but no update ${stats.lost}`);
  console.log(`acknowledged actions missing from game_actions: ${missing.length ? missing.map(([id, n]) => `${id} ${stored.get(id) ?? 0}/${n}`).join(', ') : 'none'} (${Object.keys(stats.ackedByGame).length} games checked)`);
  console.log(`action -> update ms (acting client): p50 ${fmt(quantile(lat, 0.5))}, p95 ${fmt(quantile(lat, 0.95))}, p99 ${fmt(quantile(lat, 0.99))}, max ${(lat.at(-1) ?? NaN).toFixed(1)} (n=${lat.length})`);
  console.log(`disconnects ${stats.disconnects}; errors ${stats.errors.length}; machine load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  for (const e of stats.errors.slice(0, 10)) console.log(`  ${e}`);
  return missing.length || stats.errors.length ? 1 : 0;
}

let code = 2;
try {
  code = await main();
} catch (err) {
  console.error(err);
} finally {
  if (process.env.CLUSTER_DEBUG) for (const [n, p] of procs) console.log(`---- ${n}\n${p.output.join('').slice(-3000)}`);
  await Promise.all([...procs.values()].map((p) => p.stop()));
  await env.cleanup();
}
process.exit(code);
