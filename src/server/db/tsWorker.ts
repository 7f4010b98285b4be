import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module: the thread registers tsx itself, since the server runs
 * under tsx (`npm start`) and the tests under vitest, and neither passes its loader to a worker started
 * from a file. Used by every thread the server starts (the PGlite thread, the bot pool, game node threads);
 * it lives in db/ because db/ is the layer every other one may import.
 */
export function tsWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  // THREAD_PRELOAD (a module URL) is loaded first in every thread: the load bench's probe of each thread's
  // stalls and collections (bench/load/threadProbe.ts), which `--import` reaches only on main threads.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); const pre = process.env.THREAD_PRELOAD; return pre ? import(pre) : undefined; }).then(() => import(${JSON.stringify(entry.href)}))`;
  return new Worker(boot, { ...options, eval: true });
}
