/**
 * The bot levels bench (issue 18): level against level on fresh random seeds, seats alternated
 * (game i puts the first level in seat i % 2) over random precon pairings, every share with its
 * 95% Wilson interval. Each run draws a crypto-random base seed and prints it; `--seed X` repeats
 * the same games (the search levels stop on the clock, so their moves, and the figures, may differ
 * a little on a repeat). Moves go through botInputFor/chooseBotMove, as on the server.
 *
 *   npx tsx bench/bot.ts [--games N] [--threads N] [--seed X] [--matches novice-standard,strong-standard,expert-standard]
 *                        [--strong-ms N] [--expert-ms N] [--strong-iters N] [--expert-iters N]
 *
 * --games: games per match (default 40); --threads: worker threads (default 2); --strong-ms,
 * --expert-ms: the search budgets per decision (default the levels' own, 250 and 1000 ms). --strong-iters,
 * --expert-iters: stop each search at this many iterations instead of on the clock, so a run on a loaded
 * machine plays as an idle one would: bench/searchRate.ts measures the iterations an idle core makes in
 * the levels' budgets.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { precons } from '../src/engine';
import type { BotLevel } from '../src/protocol/bot';
import { BOT_LEVELS } from '../src/protocol/bot';
import { rand } from '../src/engine/search/rand';
import { runWorkers } from './balance/pool';
import type { LevelJob, LevelRecord } from './botLevels/game';
import { wilson, pctCI, meanCI, numCI } from './balance/stats';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const GAMES = Number(opt('--games') ?? 40);
const THREADS = Number(opt('--threads') ?? 2);
const SEED = opt('--seed') ?? randomBytes(6).toString('hex');
const MATCHES = (opt('--matches') ?? 'novice-standard,strong-standard,expert-standard').split(',').map((m) => m.split('-') as [BotLevel, BotLevel]);
const budgetOf: Partial<Record<BotLevel, number>> = {};
if (opt('--strong-ms')) budgetOf.strong = Number(opt('--strong-ms'));
if (opt('--expert-ms')) budgetOf.expert = Number(opt('--expert-ms'));
const itersOf: Partial<Record<BotLevel, number>> = {};
if (opt('--strong-iters')) itersOf.strong = Number(opt('--strong-iters'));
if (opt('--expert-iters')) itersOf.expert = Number(opt('--expert-iters'));
for (const m of MATCHES) for (const l of m) if (!BOT_LEVELS.includes(l)) throw new Error(`unknown level ${l}`);

const r = rand(Number.parseInt(SEED.slice(0, 8), 16) >>> 0);
const jobs: (LevelJob & { match: number; firstSeat: number })[] = [];
for (let g = 0; g < GAMES; g++) {
  MATCHES.forEach(([x, y], match) => {
    const firstSeat = g % 2;
    const levels: [BotLevel, BotLevel] = firstSeat === 0 ? [x, y] : [y, x];
    jobs.push({ a: r.int(precons.length), b: r.int(precons.length), seed: `${SEED}-${match}-${g}-${randomHex(r)}`, levels, budgets: [budgetOf[levels[0]], budgetOf[levels[1]]], iterations: [itersOf[levels[0]], itersOf[levels[1]]], match, firstSeat });
  });
}
function randomHex(x: ReturnType<typeof rand>): string {
  return x.int(2 ** 32).toString(16).padStart(8, '0');
}

console.log(`# Bot levels bench: seed ${SEED} (repeat with --seed ${SEED})`);
console.log(`${GAMES} games per match, seats alternated, random precon pairings of ${precons.length}; ${THREADS} threads; search budgets: strong ${itersOf.strong ? `${itersOf.strong} iterations` : `${budgetOf.strong ?? 250} ms`}, expert ${itersOf.expert ? `${itersOf.expert} iterations` : `${budgetOf.expert ?? 1000} ms`}`);
const t0 = performance.now();
let done = 0;
const tally = MATCHES.map(() => ({ wins: 0, games: 0 }));
// One game per request: a search game is long, and both threads stay busy to the end.
const records = await runWorkers<LevelJob, LevelRecord>(new URL('./botLevels/worker.ts', import.meta.url).href, jobs, THREADS, 1, (i, rec) => {
  const j = jobs[i];
  tally[j.match].games++;
  if (rec.winner === j.firstSeat) tally[j.match].wins++;
  // A running tally, so a run cut short still says where it stood.
  const so = MATCHES.map(([x, y], m) => `${x}-${y} ${tally[m].wins}/${tally[m].games}`).join(', ');
  process.stderr.write(`  ${++done} / ${jobs.length} games, ${((performance.now() - t0) / 1000).toFixed(0)} s: ${so}\n`);
});
console.log(`wall ${((performance.now() - t0) / 1000).toFixed(0)} s for ${jobs.length} games`);
console.log('');
console.log('| match | first level wins (95% interval) | unfinished | rounds per game | ms per decision (first level) |');
console.log('|---|---|---|---|---|');
MATCHES.forEach(([x, y], match) => {
  const mine = jobs.map((j, i) => ({ j, rec: records[i] })).filter(({ j }) => j.match === match);
  const finished = mine.filter(({ rec }) => rec.winner >= 0);
  const wins = finished.filter(({ j, rec }) => rec.winner === j.firstSeat).length;
  const ms = mine.map(({ j, rec }) => rec.moveMs[j.firstSeat] / Math.max(1, rec.moves[j.firstSeat]));
  console.log(`| ${x} vs ${y} | ${pctCI(wilson(wins, finished.length))} (${wins}/${finished.length}) | ${mine.length - finished.length} | ${numCI(meanCI(finished.map(({ rec }) => rec.rounds)))} | ${numCI(meanCI(ms))} |`);
});
