/**
 * Issue 18's node-load figure over several runs of bench/botLoad.ts: one run's p99 rests on its ~14 slowest
 * samples, so a few stalls decide it and two runs can disagree by more than either's interval. This pools
 * the runs' dumps (`--dump FILE`): per condition, p50 and p99 over every sample of every run, and the rises
 * of p99, with intervals that resample whole windows (a run's window is one unit). It prints each run's
 * seed, and the same figures without the samples the bench's own stalls lengthened (over half their time).
 *
 *   npx tsx bench/botLoad/pool.ts DUMP.json DUMP.json ...
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rng } from '../load/policy';
import type { StallReport } from '../load/stallMonitor';
import { CONDITIONS, conditionLine, lengthenedByOwnStall, p99Rise, windowsOf, type Sample } from './windowStats';

type Dump = { seed: number; timeline: Sample[]; clientStalls?: StallReport };
const files = process.argv.slice(2);
if (!files.length) throw new Error('usage: pool.ts DUMP.json ...');
const dumps = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Dump);
const bootSeed = randomInt(2 ** 31);
const random = rng(bootSeed);
const samples = dumps.flatMap((d, run) => d.timeline.map((s) => ({ ...s, run, clientStalls: d.clientStalls })));
const key = (s: (typeof samples)[number]) => `${s.run}:${s.window}`;
const ownStall = (s: (typeof samples)[number]) => !!s.clientStalls && lengthenedByOwnStall(s, s.clientStalls);

console.log(`${dumps.length} runs, seeds ${dumps.map((d) => d.seed).join(', ')}; bootstrap seed ${bootSeed}`);
for (const [label, keep] of [
  ['every sample', () => true],
  ["without the bench's own stalls", (s: (typeof samples)[number]) => !ownStall(s)],
] as const) {
  const w = windowsOf(samples, keep, key);
  console.log(`\n${label}:`);
  for (const c of CONDITIONS) console.log(`  ${conditionLine(w, c, random)}`);
  console.log(`  p99 rise ms, Expert over none (issue 18's limit: 10): ${p99Rise(w, 'expert', 'off', random)}`);
  console.log(`  p99 rise ms, Expert over Novice (the search): ${p99Rise(w, 'expert', 'novice', random)}; Novice over none (the traffic): ${p99Rise(w, 'novice', 'off', random)}`);
}
