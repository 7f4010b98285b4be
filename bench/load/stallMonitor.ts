import { PerformanceObserver, constants, performance } from 'node:perf_hooks';

/** A moment this process's event loop could not run a timer on time, or a garbage collection: epoch ms. */
export type Stall = { at: number; ms: number };
export type Gc = Stall & { kind: string };
/**
 * `clock` pairs an epoch time with the monotonic clock V8's CPU profiles use (microseconds), so a
 * profile's samples can be placed against the stalls (--cpu-prof).
 */
export type StallReport = { stalls: Stall[]; gcs: Gc[]; clock: { epochMs: number; monoUs: number } };

/** A timer late by more than this is a stall (a tick's own jitter on a loaded 2-core machine is a few ms). */
const STALL_MS = 15;
const TICK_MS = 5;
/** Collections shorter than this (most scavenges) are left out of the report. */
const GC_REPORTED_MS = 2;

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/**
 * Records when this process's event loop stalled and when it collected garbage, so a bench can tell a
 * latency sample slowed by the server's own loop from one slowed by the measuring client's (bench/botLoad.ts).
 * A stall is reported at the moment it began (the tick that should have run), with its length.
 */
export function startStallMonitor(): { report(): StallReport; stop(): void } {
  const stalls: Stall[] = [];
  const gcs: Gc[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    if (late > STALL_MS) stalls.push({ at: performance.timeOrigin + last + TICK_MS, ms: late });
    last = now;
  }, TICK_MS);
  timer.unref();
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration < GC_REPORTED_MS) continue;
      const kind = (e as { detail?: { kind?: number } }).detail?.kind ?? -1;
      gcs.push({ at: performance.timeOrigin + e.startTime, ms: e.duration, kind: GC_KINDS[kind] ?? `kind ${kind}` });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    report: () => ({ stalls: [...stalls], gcs: [...gcs], clock: { epochMs: performance.timeOrigin + performance.now(), monoUs: Number(process.hrtime.bigint() / 1000n) } }),
    stop: () => {
      clearInterval(timer);
      observer.disconnect();
    },
  };
}

/** The stalls of `report` that overlap [from, to] (epoch ms), and their summed overlap. */
export function stallsDuring(report: StallReport, from: number, to: number): { stalls: Stall[]; gcs: Gc[]; overlapMs: number } {
  const hits = <T extends Stall>(xs: T[]) => xs.filter((s) => s.at < to && s.at + s.ms > from);
  const stalls = hits(report.stalls);
  const overlapMs = stalls.reduce((n, s) => n + Math.min(to, s.at + s.ms) - Math.max(from, s.at), 0);
  return { stalls, gcs: hits(report.gcs), overlapMs };
}
