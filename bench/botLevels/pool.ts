/** Plays level games on worker threads, one game per request, so both threads stay busy to the end. */
import { Worker } from 'node:worker_threads';
import type { LevelJob, LevelRecord } from './game';

export function runLevelPool(jobs: LevelJob[], threads: number, onDone?: (index: number, r: LevelRecord) => void): Promise<LevelRecord[]> {
  const results: LevelRecord[] = new Array(jobs.length);
  let next = 0;
  const entry = new URL('./worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Promise((resolve, reject) => {
    let live = Math.max(1, threads);
    for (let t = 0; t < Math.max(1, threads); t++) {
      const w = new Worker(boot, { eval: true });
      w.on('error', reject);
      w.on('message', (out: { index: number; record: LevelRecord }[]) => {
        for (const { index, record } of out) {
          results[index] = record;
          onDone?.(index, record);
        }
        if (next < jobs.length) return w.postMessage([{ index: next, job: jobs[next++] }]);
        w.postMessage(null);
        if (--live === 0) resolve(results);
      });
    }
  });
}
