import type { FuzzCase } from './cases';
import type { LogEntry } from '../logCapture';

/**
 * Defects the fuzz suite found in files owned by other work in progress (issue 14), reproduced on
 * their own in tests/integration/fuzz-known.test.ts (as `it.fails`, so they go red once fixed).
 * The barrage does not count them twice: each entry says which cases and which log errors it
 * explains. Remove an entry when its fix is merged (its it.fails test will then say so).
 */
export type KnownDefect = { id: string; owner: string; matches: (c: FuzzCase) => boolean; logMatches: (e: LogEntry) => boolean };

/** None open. The last (U+0000 in :username reaching PostgreSQL) is fixed by server/http/params.ts. */
export const knownDefects: KnownDefect[] = [];

export function knownDefectOf(c: FuzzCase): KnownDefect | undefined {
  return knownDefects.find((d) => d.matches(c));
}
