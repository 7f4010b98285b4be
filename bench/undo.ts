/**
 * Undo and replay cost as accepted undos pile up in one game's log: the time of undo #1, #10, #20
 * and #30, and of three full replays of the resulting log (setup + every entry, as restore and the
 * replay viewer run it). A bot game where the mover takes back every second move.
 * Stops building once one undo takes longer than --limit seconds (default 20), and says so.
 * Usage: npx tsx bench/undo.ts [--undos 30] [--seed S] [--limit 20]
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { preconSetup, replayLog, stateHash } from '../src/engine';
import { playWithUndos } from '../tests/unit/engine/undoGame';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const UNDOS = Number(opt('undos', '30'));
const LIMIT_MS = Number(opt('limit', '20')) * 1000;
const seed = opt('seed', randomBytes(6).toString('hex'));
const setup = preconSetup(0, 1, seed);
console.log(`seed ${seed}, ${UNDOS} undos wanted`);

const times: number[] = [];
let stopped = false;
const state = playWithUndos(setup, UNDOS, (n, answer) => {
  const t = performance.now();
  const s = answer();
  times[n] = performance.now() - t;
  if (times[n] > LIMIT_MS) stopped = true;
  return s;
}, () => !stopped);
const done = times.length - 1;
for (const n of [1, 10, 20, 30].filter((x) => x <= done)) console.log(`undo #${n}: ${times[n].toFixed(1)} ms`);
if (done < UNDOS) console.log(`built ${done} undos (${stopped ? `stopped: #${done} took over ${LIMIT_MS / 1000} s` : 'the game ended first'})`);
// Three full replays (the machine is shared: wall time is noisy, the process's CPU time less so).
for (let run = 1; run <= 3; run++) {
  const t = performance.now();
  const cpu = process.cpuUsage();
  const replayed = replayLog(setup, state.log);
  const used = process.cpuUsage(cpu);
  const same = stateHash(replayed) === stateHash(state);
  console.log(`full replay of ${state.log.length} entries (${done} undos), run ${run}: ${(performance.now() - t).toFixed(1)} ms wall, ${((used.user + used.system) / 1000).toFixed(1)} ms CPU, same state: ${same}`);
}
