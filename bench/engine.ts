/**
 * The balance bench (issue 17): bot-against-bot games on fresh random seeds, every figure with a
 * 95% interval, so a rule or card can be judged against the design goals (docs/rules.md) without
 * being tuned to one fixed set of seeds. Each run draws a crypto-random base seed and prints it;
 * `--seed X` repeats that run exactly (same games, same figures).
 *
 *   npx tsx bench/engine.ts [--games N] [--pairs a:b,...] [--impact-games N] [--impact-design swap|paired] [--impact-p P] [--impact-cards LIST] [--threads N] [--seed X]
 *
 * --games: matchup games over every ordered precon pairing (default: 1,200 rounded up to a whole
 *   number of pairings); --pairs: only these precon pairs (ids joined by ':', comma-separated), both
 *   seatings each, for a tuning run about a few matchups (the design goals then read over those games
 *   only); --impact-games: games without each card for card impact (default 300; 0 skips
 *   it); --impact-design: `swap` (default), every card of every precon in one run of randomized
 *   substitution games, each card swapped out with probability --impact-p (default 1/8), the run as long
 *   as it takes for every card to have --impact-games games without it (balance/substitution.ts); `paired`,
 *   the older design, a deck with its list as it is and with each card swapped out, --impact-games games
 *   each way on shared seeds; --impact-cards (paired only): comma-separated card ids or precon:card pairs to
 *   measure instead of every card; --filler: the stand-in card (default: jobs.ts defaultFiller, Tavern
 *   Brawler); --threads: worker threads (default 2); --stop-after M: send no game after M minutes of wall time
 *   and report on the games finished (the matchup games come first; a cut decided by the clock, never by
 *   results, so the figures stay unbiased, only less precise). Precons and cards come from the engine's catalogue.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { precons, cardById } from '../src/engine';
import { matchupJobs, impactJobs, impactCards, substitutionJobs, defaultFiller, pairsOf, type Job } from './balance/jobs';
import { estimateImpacts, type DeckGame } from './balance/substitution';
import { runPool } from './balance/pool';
import { wilson, meanCI, pctCI, numCI, quantile } from './balance/stats';
import type { GameRecord } from './balance/game';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const pairs = pairsOf(opt('--pairs'));
const GAMES = Number(opt('--games') ?? Math.ceil(1200 / pairs.length) * pairs.length);
const IMPACT = Number(opt('--impact-games') ?? 300);
const THREADS = Number(opt('--threads') ?? 2);
const SEED = opt('--seed') ?? randomBytes(6).toString('hex');
const FILLER = opt('--filler') ?? defaultFiller();

const matchups = matchupJobs(SEED, GAMES, pairs);
const ONLY = opt('--impact-cards')?.split(',');
const DESIGN = opt('--impact-design') ?? 'swap';
if (DESIGN !== 'swap' && DESIGN !== 'paired') throw new Error(`--impact-design: swap or paired, not ${DESIGN}`);
const P = Number(opt('--impact-p') ?? 1 / 8);
if (DESIGN === 'swap' && ONLY) throw new Error('--impact-cards goes with --impact-design paired (the swap design measures every card at once)');
const impacts = IMPACT <= 0 ? [] : DESIGN === 'swap' ? substitutionJobs(SEED, IMPACT, P, FILLER) : impactJobs(SEED, IMPACT, FILLER, ONLY);
const jobs: Job[] = [...matchups, ...impacts];
console.log(`# Balance bench: seed ${SEED} (repeat with --seed ${SEED})`);
const design = DESIGN === 'swap' ? `substitution design, p = ${P}, at least ${IMPACT} games without each card` : `paired design, ${IMPACT} games each way`;
console.log(`${precons.length} precons, ${GAMES} matchup games, card impact: ${IMPACT > 0 ? `${design} (${impacts.length} games)` : 'none'}, ${THREADS} threads`);
const t0 = performance.now();
let shown = 0;
const STOP = opt('--stop-after');
const stopAt = STOP ? t0 + Number(STOP) * 60_000 : Infinity;
/** A game --stop-after left unplayed: winner -2, left out of every figure like a game without a winner. */
const UNPLAYED: GameRecord = { winner: -2, first: -1, rounds: 0, steps: 0, fatigue: false, fatigueDamage: 0, fatigueFinal: false, emberfall: false, decidedEarly: null };
const raw = await runPool(jobs, THREADS, (done) => {
  if (done - shown >= 500) process.stderr.write(`  ${(shown = done)} / ${jobs.length} games\n`);
}, () => performance.now() > stopAt);
const playedGames = raw.filter((r) => r !== undefined).length;
const records = Array.from(raw, (r) => r ?? UNPLAYED); // Array.from, not map: map skips the holes of unplayed jobs
if (playedGames < jobs.length) console.log(`STOPPED by --stop-after ${STOP}: ${playedGames} of ${jobs.length} games played; the figures below are over those`);
const wall = (performance.now() - t0) / 1000;
const steps = records.reduce((n, r) => n + r.steps, 0);
console.log(`wall ${wall.toFixed(1)} s for ${playedGames} games (${steps} steps, ${(playedGames / wall).toFixed(1)} games/s)`);
const unfinished = records.filter((r) => r.winner === -1).length;
if (unfinished) console.log(`WARNING: ${unfinished} games hit the step bound without a winner (counted as losses of seat 0's deck nowhere: left out)`);

const mRec = records.slice(0, matchups.length);
const done = mRec.filter((r) => r.winner >= 0);
console.log('');
console.log(`## Design goals over ${done.length} matchup games (95% intervals: Wilson for shares, mean ± 1.96·sd/√n)`);
const share = (label: string, k: number, n: number, goal = '') => console.log(`${label}: ${pctCI(wilson(k, n))} (n=${n})${goal ? `; goal ${goal}` : ''}`);
share('first player (of round one) wins', done.filter((r) => r.winner === r.first).length, done.length, '45-55%');
const rounds = done.map((r) => r.rounds);
console.log(`rounds per game: mean ${numCI(meanCI(rounds))}; p10 ${quantile(rounds, 0.1)}, p50 ${quantile(rounds, 0.5)}, p90 ${quantile(rounds, 0.9)}`);
const hist = new Map<number, number>();
for (const r of rounds) hist.set(r, (hist.get(r) ?? 0) + 1);
console.log(`rounds histogram: ${[...hist].sort((x, y) => x[0] - y[0]).map(([k, v]) => `${k}:${v}`).join(' ')}`);
share('games lasting 4-8 rounds', rounds.filter((r) => r >= 4 && r <= 8).length, rounds.length, 'most');
const long = done.filter((r) => r.decidedEarly !== null);
share('decided before their last two rounds (winner had more living champions from the start of round R-1 to the end; games of 3+ rounds)', long.filter((r) => r.decidedEarly).length, long.length, 'under 50%');
share('games with fatigue damage', done.filter((r) => r.fatigue).length, done.length);
const tired = done.filter((r) => r.fatigue).map((r) => r.fatigueDamage);
if (tired.length) console.log(`fatigue damage in a game with fatigue (both sides): mean ${numCI(meanCI(tired))}; p90 ${quantile(tired, 0.9)}`);
share('games decided by fatigue (its damage felled the last champion)', done.filter((r) => r.fatigueFinal).length, done.length);
share('games decided by Emberfall (its damage felled the last champion)', done.filter((r) => r.emberfall).length, done.length);

console.log('');
console.log('## Precon matchups (row deck\'s win rate against column deck, both seatings pooled; goal 35-65%)');
const n = precons.length;
const wins = Array.from({ length: n }, () => Array(n).fill(0));
const played = Array.from({ length: n }, () => Array(n).fill(0));
// Each deck's games by length: which deck's games fall outside 4-8 rounds (a frail side ends them early, a sturdy one late).
const lengths = Array.from({ length: n }, () => ({ short: 0, long: 0 }));
matchups.forEach((job, i) => {
  const r = mRec[i];
  if (job.kind !== 'matchup' || r.winner < 0) return;
  played[job.a][job.b]++;
  played[job.b][job.a]++;
  wins[r.winner === 0 ? job.a : job.b][r.winner === 0 ? job.b : job.a]++;
  for (const d of [job.a, job.b]) {
    if (r.rounds < 4) lengths[d].short++;
    if (r.rounds > 8) lengths[d].long++;
  }
});
for (let a = 0; a < n; a++) {
  for (let b = a + 1; b < n; b++) {
    if (!played[a][b]) continue; // a pair --pairs left out
    const w = wilson(wins[a][b], played[a][b]);
    const flag = w.value < 0.35 || w.value > 0.65 ? '  OUTSIDE' : '';
    console.log(`${precons[a].id} vs ${precons[b].id}: ${pctCI(w)} (n=${played[a][b]})${flag}`);
  }
}
for (let a = 0; a < n; a++) {
  const k = wins[a].reduce((x, y) => x + y, 0);
  const m = played[a].reduce((x, y) => x + y, 0);
  if (!m) continue;
  const l = lengths[a];
  console.log(`${precons[a].id} overall: ${pctCI(wilson(k, m))} (n=${m}); its games under 4 rounds ${((100 * l.short) / m).toFixed(1)}%, over 8 ${((100 * l.long) / m).toFixed(1)}%`);
}

if (IMPACT > 0) (DESIGN === 'swap' ? printSwapImpact : printImpact)(records.slice(matchups.length));

/**
 * Card impact: the deck's win rate with its list as it is minus with the card's copies replaced by
 * the filler, on the same seeds. The interval of the difference is over the paired games (each
 * seed gives +1, 0 or -1), which is narrower than two independent rates would give.
 */
function printImpact(rec: GameRecord[]): void {
  console.log('');
  console.log(`## Card impact (deck win rate with the card minus with ${FILLER ? cardById[FILLER].name : 'nothing'} in its place; ${IMPACT} games each way on shared seeds; goal within ±10 points)`);
  const won = (job: Job, r: GameRecord) => (job.kind === 'impact' && r.winner === job.seat ? 1 : 0);
  const withRate: number[][] = [];
  const rows: { deck: number; card: string; with: number[]; without: number[] }[] = [];
  impacts.forEach((job, i) => {
    if (job.kind !== 'impact') return;
    const g = i % IMPACT;
    if (job.without === null) (withRate[job.deck] ??= [])[g] = won(job, rec[i]);
    else {
      let row = rows.find((x) => x.deck === job.deck && x.card === job.without);
      if (!row) rows.push((row = { deck: job.deck, card: job.without, with: [], without: [] }));
      row.without[g] = won(job, rec[i]);
    }
  });
  for (const row of rows) row.with = withRate[row.deck];
  const out = rows.map((row) => {
    const diffs = row.with.map((w, g) => w - row.without[g]);
    return { ...row, d: meanCI(diffs), w: wilson(sum(row.with), IMPACT), wo: wilson(sum(row.without), IMPACT) };
  });
  out.sort((x, y) => Math.abs(y.d.value) - Math.abs(x.d.value));
  const beyond = out.filter((x) => Math.abs(x.d.value) > 0.1);
  console.log(`${beyond.length} of ${out.length} (deck, card) pairs beyond ±10 points; ${out.filter((x) => x.d.lo > 0.1 || x.d.hi < -0.1).length} of them with the whole interval beyond`);
  for (const x of out) {
    const mark = Math.abs(x.d.value) > 0.1 ? '*' : ' ';
    console.log(`${mark} ${cardById[x.card].name} (${precons[x.deck].id}): ${x.d.value >= 0 ? '+' : ''}${numCI(x.d, 1, 100)} points; with ${pctCI(x.w)}, without ${pctCI(x.wo)}`);
  }
  if (ONLY) return;
  const measured = new Set(impactCards().map((c) => c.card));
  const unmeasured = Object.values(cardById).filter((c) => !measured.has(c.id) && c.type !== 'Champion' && c.deckType !== 'chimera' && !c.type.startsWith('Conj'));
  if (unmeasured.length) console.log(`not in any precon, so not measured: ${unmeasured.map((c) => c.name).join(', ')}`);
}

/** Card impact from the substitution games: with minus without over each deck's games (balance/substitution.ts). */
function printSwapImpact(rec: GameRecord[]): void {
  const name = FILLER ? cardById[FILLER].name : 'nothing';
  console.log('');
  console.log(`## Card impact (substitution design: each card of each deck swapped for ${name} with probability ${P} per game, independently; deck win rate in its games with the card minus in its games without; 95% Newcombe interval; goal within ±10 points)`);
  const games: DeckGame[] = [];
  let left = 0;
  impacts.forEach((job, i) => {
    const r = rec[i];
    if (job.kind !== 'swap') return;
    if (r.winner === -2) return;
    if (r.winner < 0) return void left++;
    games.push({ deck: job.a, won: r.winner === 0, out: job.out[0] }, { deck: job.b, won: r.winner === 1, out: job.out[1] });
  });
  if (left) console.log(`(${left} substitution games hit the step bound and are left out)`);
  if (playedGames < jobs.length) console.log(`(${games.length / 2} of the ${impacts.length} substitution games were played before --stop-after)`);
  const out = estimateImpacts(games, impactCards()).sort((x, y) => Math.abs(y.impact.value) - Math.abs(x.impact.value));
  const beyond = out.filter((x) => Math.abs(x.impact.value) > 0.1);
  const fewest = Math.min(...out.map((x) => x.withoutGames));
  console.log(`${games.length / 2} games; games without a card: ${fewest} at the fewest (goal 300); ${beyond.length} of ${out.length} (deck, card) pairs beyond ±10 points; ${out.filter((x) => x.impact.lo > 0.1 || x.impact.hi < -0.1).length} of them with the whole interval beyond`);
  for (const x of out) {
    const mark = Math.abs(x.impact.value) > 0.1 ? '*' : ' ';
    console.log(`${mark} ${cardById[x.card].name} (${precons[x.deck].id}): ${x.impact.value >= 0 ? '+' : ''}${numCI(x.impact, 1, 100)} points; with ${pctCI(wilson(x.withWins, x.withGames))} (n=${x.withGames}), without ${pctCI(wilson(x.withoutWins, x.withoutGames))} (n=${x.withoutGames})`);
  }
}

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
