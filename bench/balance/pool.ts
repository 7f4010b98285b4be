/**
 * Plays jobs on worker threads (node:worker_threads). Workers pull small batches, so a slow batch
 * on one thread does not leave the other idle at the end. The workers load TypeScript through tsx.
 */
import { Worker } from 'node:worker_threads';
import type { GameRecord } from './game';
import type { Job } from './jobs';

const BATCH = 10;

export function runPool(jobs: Job[], threads: number, onProgress?: (done: number) => void, stop?: () => boolean): Promise<GameRecord[]> {
  let done = 0;
  return runWorkers<Job, GameRecord>(new URL('./worker.ts', import.meta.url).href, jobs, threads, BATCH, () => onProgress?.(++done), stop);
}

/**
 * Any bench's jobs on `threads` workers loaded from `entry`. A worker first posts [] and then, for
 * each batch of { index, job } it is sent, the { index, record } of each; null tells it to exit. Once
 * `stop` answers true no further batch is sent, and the jobs not sent are left without a record (undefined).
 */
export function runWorkers<J, R>(entry: string, jobs: J[], threads: number, batchSize: number, onDone?: (index: number, record: R) => void, stop?: () => boolean): Promise<R[]> {
  const results: R[] = new Array(jobs.length);
  let next = 0;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Promise((resolve, reject) => {
    let live = Math.max(1, threads);
    for (let t = 0; t < Math.max(1, threads); t++) {
      const w = new Worker(boot, { eval: true });
      w.on('error', reject);
      w.on('message', (out: { index: number; record: R }[]) => {
        for (const { index, record } of out) {
          results[index] = record;
          onDone?.(index, record);
        }
        const batch = stop?.() ? [] : jobs.slice(next, next + batchSize).map((job, k) => ({ index: next + k, job }));
        next += batch.length;
        if (batch.length) return w.postMessage(batch);
        w.postMessage(null);
        if (--live === 0) resolve(results);
      });
    }
  });
}
