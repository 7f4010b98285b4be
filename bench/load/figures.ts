import { readFileSync } from 'node:fs';

/** Percentiles with a distribution-free 95% interval (the order statistics a binomial puts around the rank). */
export function quantile(sorted: number[], p: number): { value: number; lo: number; hi: number } {
  const n = sorted.length;
  if (!n) return { value: NaN, lo: NaN, hi: NaN };
  const at = (i: number) => sorted[Math.min(n - 1, Math.max(0, i))];
  const half = 1.96 * Math.sqrt(n * p * (1 - p));
  return { value: at(Math.floor(p * n)), lo: at(Math.floor(p * n - half)), hi: at(Math.ceil(p * n + half)) };
}

export const fmt = (q: { value: number; lo: number; hi: number }, digits = 1) =>
  `${q.value.toFixed(digits)} [${q.lo.toFixed(digits)}, ${q.hi.toFixed(digits)}]`;

/** User and system CPU seconds, and resident memory in bytes, of a process on this machine (Linux /proc). */
export function processUsage(pid: number): { cpu: number; rss: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    return { cpu: ticks / 100, rss };
  } catch {
    return null;
  }
}
