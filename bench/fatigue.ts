/**
 * How often fatigue (drawing from an empty deck) touches bot games: plays BENCH_GAMES bot games over
 * every precon pairing on random seeds (printed, so any game can be replayed) and prints the share
 * of games that saw fatigue damage, and the share whose last champion fell in a fatigue draw.
 *
 *   npx tsx bench/fatigue.ts            BENCH_GAMES=240 RULES=2 npx tsx bench/fatigue.ts
 */
import { randomBytes } from 'node:crypto';
import { playBotGame, preconSetup } from '../src/engine/simulate';
import { precons } from '../src/engine/catalog';

const GAMES = Number(process.env.BENCH_GAMES ?? 240);
const rules = process.env.RULES ? Number(process.env.RULES) : undefined;
const seeds = process.env.SEEDS ? process.env.SEEDS.split(',') : Array.from({ length: GAMES }, () => randomBytes(6).toString('hex'));

let touched = 0;
let decided = 0;
let rounds = 0;
const n = precons.length;
seeds.forEach((seed, i) => {
  const a = i % n;
  const b = Math.floor(i / n) % n;
  const setup = preconSetup(a, b, seed);
  if (rules) setup.rulesVersion = rules;
  const { state } = playBotGame(setup, 4000);
  const lines = state.messages.map((m) => JSON.stringify(m));
  const fatigue = lines.map((l, k) => (l.includes('draw: fatigue') ? k : -1)).filter((k) => k >= 0);
  if (fatigue.length) touched++;
  // Decided by fatigue: the game ended within a fatigue draw (no other line but the defeat after it).
  const last = fatigue.at(-1);
  if (last !== undefined && state.winner && state.winReason !== 'timeout' && lines.slice(last + 1).every((l) => !/plays|uses|attack/.test(l))) decided++;
  rounds += state.round;
});
console.log(`seeds: ${seeds.join(',')}`);
console.log(`rules version ${rules ?? 'current'}; ${seeds.length} games over ${n} precons`);
console.log(`fatigue damage in ${touched} games (${((100 * touched) / seeds.length).toFixed(1)}%); ended in a fatigue draw: ${decided} (${((100 * decided) / seeds.length).toFixed(1)}%); mean rounds ${(rounds / seeds.length).toFixed(1)}`);
