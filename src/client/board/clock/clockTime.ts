import type { AbsenceMessage, ClockMessage } from '../../../protocol/sockets';

/** Under this a clock shows red. */
export const LOW_TIME_MS = 60_000;

type Received<T> = T & { receivedAt: number };

/**
 * m:ss (or mm:ss with `padMinutes`, as the chess clock shows); seconds round up, so 0:00 means the
 * time is really gone.
 */
export function formatClock(ms: number, padMinutes = false): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${padMinutes ? String(m).padStart(2, '0') : m}:${String(s).padStart(2, '0')}`;
}

/** A player's remaining time at local time `now`: the running clock ticks down from its arrival. */
export function clockRemaining(clock: Received<ClockMessage>, player: string, now: number): number | null {
  const base = clock.remaining[player];
  if (base === undefined) return null;
  return clock.running === player ? Math.max(0, base - (now - clock.receivedAt)) : base;
}

/** An absence countdown at local time `now`. */
export function absenceRemaining(absence: Received<AbsenceMessage & { remainingMs: number }>, now: number): number {
  return Math.max(0, absence.remainingMs - (now - absence.receivedAt));
}

export function isLowTime(ms: number): boolean {
  return ms < LOW_TIME_MS;
}
