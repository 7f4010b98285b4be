/**
 * Plays jobs on worker threads (node:worker_threads). Workers pull small batches, so a slow batch
 * on one thread does not leave the other idle at the end. The workers load TypeScript through tsx.
 */
import { Worker } from 'node:worker_threads';
import type { GameRecord } from './game';
import type { Job } from './jobs';

const BATCH = 10;

export function runPool(jobs: Job[], threads: number, onProgress?: (done: number) => void): Promise<GameRecord[]> {
  const results: GameRecord[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const entry = new URL('./worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Promise((resolve, reject) => {
    let live = Math.max(1, threads);
    for (let t = 0; t < Math.max(1, threads); t++) {
      const w = new Worker(boot, { eval: true });
      w.on('error', reject);
      w.on('message', (out: { index: number; record: GameRecord }[]) => {
        for (const { index, record } of out) results[index] = record;
        done += out.length;
        if (out.length) onProgress?.(done);
        const batch = jobs.slice(next, next + BATCH).map((job, k) => ({ index: next + k, job }));
        next += batch.length;
        if (batch.length) return w.postMessage(batch);
        w.postMessage(null);
        if (--live === 0) resolve(results);
      });
    }
  });
}
