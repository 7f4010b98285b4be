/**
 * What bench/load/threadProbe.ts wrote, per thread, over a window of the run: its stalls and its
 * collections by kind (count, total and longest ms). A thread is named by its process's script and
 * its thread id; the server's worker threads are its node threads, its database thread and its bots.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One kind of event of a thread: how many, their total and the longest (ms). */
export type KindTotal = { n: number; ms: number; max: number };
export type ThreadEvents = { thread: string; kinds: Map<string, KindTotal> };

export function summarizeProbe(dir: string, from: number, to: number): ThreadEvents[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.log'))
    .map((f) => {
      const [head, ...rows] = readFileSync(path.join(dir, f), 'utf8').trim().split('\n');
      const kinds = new Map<string, KindTotal>();
      for (const row of rows) {
        const [at, kind, ms] = row.split(',');
        if (Number(at) < from || Number(at) > to) continue;
        const k = kinds.get(kind) ?? { n: 0, ms: 0, max: 0 };
        k.n++;
        k.ms += Number(ms);
        k.max = Math.max(k.max, Number(ms));
        kinds.set(kind, k);
      }
      return { thread: `${head.replace(/^# /, '')} (pid ${f.split('-')[0]})`, kinds };
    })
    .filter((t) => t.kinds.size > 0)
    .sort((a, b) => a.thread.localeCompare(b.thread));
}

export function probeLines(threads: ThreadEvents[]): string[] {
  return threads.map(
    (t) => `  ${t.thread}: ${[...t.kinds].map(([k, v]) => `${k} ${v.n}× ${v.ms.toFixed(0)} ms (longest ${v.max.toFixed(0)})`).join('; ')}`,
  );
}
