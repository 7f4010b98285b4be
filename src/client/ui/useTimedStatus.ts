import { useEffect, useState } from 'react';
import type { AlertKind } from './tokens';

/** A message a page shows in its banner (StatusAlert); null when there is none. */
export type Status = { kind: AlertKind; message: string } | null;

/**
 * The one rule of the site's timed messages: a success or an info message clears itself after the
 * page's delay (the spec's 3 or 5 seconds); an error stays until the user dismisses it or a new
 * message replaces it, so nobody misses why something failed.
 */
export const clearsItself = (status: Status): boolean => status !== null && status.kind !== 'error';

/** Starts the clearing of a status just shown, when it clears itself; returns the cancel (a newer status, unmount). */
export function scheduleClear(status: Status, ms: number, clear: () => void): () => void {
  if (!clearsItself(status)) return () => undefined;
  const timer = setTimeout(clear, ms);
  return () => clearTimeout(timer);
}

/** A page's status that follows the rule above: [status, setStatus]. */
export function useTimedStatus(ms: number): [Status, (s: Status) => void] {
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => scheduleClear(status, ms, () => setStatus(null)), [status, ms]);
  return [status, setStatus];
}

/** The words of a failure, for a status. */
export const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));
