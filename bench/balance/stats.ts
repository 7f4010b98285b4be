/** 95% intervals for the balance bench: every figure it prints carries one. */

const Z = 1.96;

export interface Interval { value: number; lo: number; hi: number; n: number }

/** Wilson score interval for k successes in n trials (stays inside [0, 1], sane at 0 and n). */
export function wilson(k: number, n: number): Interval {
  if (n === 0) return { value: NaN, lo: NaN, hi: NaN, n };
  const p = k / n;
  const d = 1 + (Z * Z) / n;
  const mid = (p + (Z * Z) / (2 * n)) / d;
  const half = (Z * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n))) / d;
  return { value: p, lo: mid - half, hi: mid + half, n };
}

/** Mean ± 1.96·sd/√n (normal approximation: the bench's samples are hundreds of games). */
export function meanCI(xs: readonly number[]): Interval {
  const n = xs.length;
  if (n === 0) return { value: NaN, lo: NaN, hi: NaN, n };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1)) : 0;
  const half = (Z * sd) / Math.sqrt(n);
  return { value: mean, lo: mean - half, hi: mean + half, n };
}

/** "54.0% [47.1, 60.8]" for a proportion interval. */
export const pctCI = (i: Interval): string => `${(100 * i.value).toFixed(1)}% [${(100 * i.lo).toFixed(1)}, ${(100 * i.hi).toFixed(1)}]`;

/** "5.62 [5.51, 5.73]" for a mean interval; `scale` 100 prints points. */
export const numCI = (i: Interval, digits = 2, scale = 1): string =>
  `${(scale * i.value).toFixed(digits)} [${(scale * i.lo).toFixed(digits)}, ${(scale * i.hi).toFixed(digits)}]`;

export const quantile = (xs: readonly number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
