/**
 * The parent's side of the load workers (bench/load.ts, bench/clusterLoad.ts): each worker is a child
 * process running driver.ts on its share of the slots; their figures are merged here.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { emptyStats, type DriveOptions, type DriveStats, type Slot } from './driver';
import { processUsage } from './figures';

const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * `cpuProfDir`: the worker writes a CPU profile there too (bench/load.ts --cpu-prof), named by its pid.
 * `preload`: a module it loads first (bench/load/threadProbe.ts, --probe).
 */
export function runWorker(slots: Slot[], options: DriveOptions, cpuProfDir?: string, preload?: string): { child: ChildProcess; done: Promise<DriveStats>; cpu?: number } {
  const prof = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const pre = preload ? ['--import', preload] : [];
  const child = fork(path.join(here, 'worker.ts'), [], { execArgv: ['--import', 'tsx', ...pre, ...prof], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const done = new Promise<DriveStats>((resolve, reject) => {
    child.on('message', (m: { ready?: boolean; stats?: DriveStats; error?: string }) => {
      if (m.ready) child.send({ slots, options });
      if (m.stats) resolve(m.stats);
      if (m.error) reject(new Error(m.error));
    });
    child.once('exit', (code) => code !== 0 && reject(new Error(`worker exited (${code})`)));
  });
  const run: { child: ChildProcess; done: Promise<DriveStats>; cpu?: number } = { child, done };
  // The worker's own CPU, read just before it exits: a saturated generator would inflate the latencies.
  child.on('message', (m: { stats?: unknown }) => {
    if (m.stats) run.cpu = processUsage(child.pid!)?.cpu;
  });
  return run;
}

export function mergeStats(all: DriveStats[]): DriveStats {
  const out = emptyStats();
  for (const s of all) {
    out.rampEnd = Math.max(out.rampEnd, s.rampEnd);
    for (const k of ['latencies', 'latencyAt', 'patchBytes', 'firstViewBytes', 'errors', 'loopDelay'] as const) (out[k] as unknown[]).push(...s[k]);
    for (const k of ['updates', 'acked', 'refused', 'stale', 'lost', 'resyncs', 'gamesStarted', 'gamesFinished', 'rematches', 'unanswered', 'disconnects'] as const) out[k] += s[k];
    Object.assign(out.ackedByGame, s.ackedByGame);
  }
  return out;
}
