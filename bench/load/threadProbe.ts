/**
 * Loaded into every thread of the load bench's processes by `bench/load.ts --probe DIR` (the server's
 * main thread and the load workers by `--import`, the server's worker threads by THREAD_PRELOAD,
 * src/server/db/tsWorker.ts): each thread runs the bench's stall monitor (stallMonitor.ts) and writes
 * its event-loop stalls and its collections over GC_MS, epoch-stamped, to DIR/<pid>-<threadId>.log, so a
 * run's slow moments can be laid against what each thread was doing then (bench/load/probeSummary.ts).
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, threadId } from 'node:worker_threads';
import { startStallMonitor } from './stallMonitor';

const dir = process.env.THREAD_PROBE_DIR;
/** Collections shorter than this (most scavenges) are left out. */
const GC_MS = 5;

if (dir) {
  const file = path.join(dir, `${process.pid}-${threadId}.log`);
  // A worker thread's argv names no script ('[worker eval]'): the server's start them in order, the
  // database's first (src/server/app.ts), then the node threads (lobby/index.ts), so the id tells them apart.
  appendFileSync(file, `# ${isMainThread ? path.basename(process.argv[1] ?? 'node') : `worker thread ${threadId}`}\n`);
  const monitor = startStallMonitor();
  let stallsWritten = 0;
  let gcsWritten = 0;
  // Once a second: the summary is read while the server's threads still run.
  const flush = () => {
    const { stalls, gcs } = monitor.report();
    const lines = [
      ...stalls.slice(stallsWritten).map((s) => `${s.at.toFixed(0)},stall,${s.ms.toFixed(1)}`),
      ...gcs.slice(gcsWritten).filter((g) => g.ms > GC_MS).map((g) => `${g.at.toFixed(0)},gc-${g.kind},${g.ms.toFixed(1)}`),
    ];
    stallsWritten = stalls.length;
    gcsWritten = gcs.length;
    if (lines.length) appendFileSync(file, lines.join('\n') + '\n');
  };
  setInterval(flush, 1000).unref();
  process.on('exit', flush);
}
