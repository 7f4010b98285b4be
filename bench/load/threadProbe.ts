/**
 * Loaded into every thread of the load bench's processes by `bench/load.ts --probe DIR` (the server's
 * main thread and the load workers by `--import`, the server's worker threads by THREAD_PRELOAD,
 * src/server/db/tsWorker.ts): each thread writes its event-loop stalls and its collections longer than
 * a few ms, epoch-stamped, to DIR/<pid>-<threadId>.log, so a run's slow moments can be laid against
 * what each thread was doing then (bench/load/probeSummary.ts). It costs a 5 ms timer per thread.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { isMainThread, threadId } from 'node:worker_threads';
import { GC_KINDS, STALL_MS, TICK_MS } from './stallMonitor';

const dir = process.env.THREAD_PROBE_DIR;
/** Collections shorter than this (most scavenges) are left out. */
const GC_MS = 5;

if (dir) {
  const file = path.join(dir, `${process.pid}-${threadId}.log`);
  // A worker thread's argv names no script ('[worker eval]'): the server's start them in order, the
  // database's first (src/server/app.ts), then the node threads (lobby/index.ts), so the id tells them apart.
  const lines = [`# ${isMainThread ? path.basename(process.argv[1] ?? 'node') : `worker thread ${threadId}`}`];
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    if (late > STALL_MS) lines.push(`${(performance.timeOrigin + last).toFixed(0)},stall,${late.toFixed(1)}`);
    last = now;
  }, TICK_MS).unref();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = GC_KINDS[(e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'other';
      if (e.duration > GC_MS) lines.push(`${(performance.timeOrigin + e.startTime).toFixed(0)},gc-${kind},${e.duration.toFixed(1)}`);
    }
  }).observe({ entryTypes: ['gc'] });
  const flush = () => {
    if (lines.length) appendFileSync(file, lines.splice(0).join('\n') + '\n');
  };
  setInterval(flush, 1000).unref();
  process.on('exit', flush);
}
