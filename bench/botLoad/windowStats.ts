import { quantile } from '../balance/stats';
import { stallsDuring, type StallReport } from '../load/stallMonitor';

export type Condition = 'off' | 'novice' | 'expert';
export const CONDITIONS: Condition[] = ['off', 'novice', 'expert'];
/** One probe action's latency: `at` is when its update came (epoch ms), so `at - ms` is when it was sent. */
export type Sample = { condition: Condition; window: number; ms: number; at: number };
/** Samples grouped by the window they were taken in (a run's window, or a run and window when pooled). */
export type Windows = number[][];

export const p99 = (xs: readonly number[]) => quantile(xs, 0.99);

/** The samples (those `keep` accepts) per condition, grouped by `windowKey`. */
export function windowsOf<S extends Sample>(samples: readonly S[], keep: (s: S) => boolean = () => true, windowKey: (s: S) => string | number = (s) => s.window): Record<Condition, Windows> {
  const out: Record<Condition, Map<string | number, number[]>> = { off: new Map(), novice: new Map(), expert: new Map() };
  for (const s of samples) {
    if (!keep(s)) continue;
    const group = out[s.condition];
    const key = windowKey(s);
    group.set(key, [...(group.get(key) ?? []), s.ms]);
  }
  return { off: [...out.off.values()], novice: [...out.novice.values()], expert: [...out.expert.values()] };
}

/**
 * A statistic of two conditions with its bootstrap 95% interval (percentile method, 1000 resamples): whole
 * windows are drawn with replacement, because a stall slows every probe of its moment, so one window's
 * samples are not independent and a per-sample bootstrap would make the interval too narrow.
 */
export function bootWindows(a: Windows, b: Windows, stat: (a: number[], b: number[]) => number, random: () => number): string {
  const resample = (ws: Windows) => Array.from(ws, () => ws[Math.floor(random() * ws.length)]).flat();
  const runs = Array.from({ length: 1000 }, () => stat(resample(a), resample(b))).sort((x, y) => x - y);
  return `${stat(a.flat(), b.flat()).toFixed(1)} [${runs[25].toFixed(1)}, ${runs[974].toFixed(1)}]`;
}

/** The rise of p99 from condition `b` to `a`, with its interval. */
export const p99Rise = (w: Record<Condition, Windows>, a: Condition, b: Condition, random: () => number) => bootWindows(w[a], w[b], (x, y) => p99(x) - p99(y), random);

/** A condition's p50 and p99 with their intervals, as the benches print it. */
export function conditionLine(w: Record<Condition, Windows>, c: Condition, random: () => number): string {
  return `${c}: ${w[c].flat().length} samples in ${w[c].length} windows, p50 ms ${bootWindows(w[c], w[c], (a) => quantile(a, 0.5), random)}, p99 ms ${bootWindows(w[c], w[c], (a) => p99(a), random)}`;
}

/** A sample counts as the bench's own when its process stalled for more than this share of it. */
const OWN_STALL_SHARE = 0.5;

/** Whether the measuring process's own stalls (`report`) lengthened a sample by more than OWN_STALL_SHARE of it. */
export function lengthenedByOwnStall(s: Sample, report: StallReport): boolean {
  return stallsDuring(report, s.at - s.ms, s.at).overlapMs > OWN_STALL_SHARE * s.ms;
}
