import type { FuzzCase } from './cases';
import type { LogEntry } from '../logCapture';

/**
 * Defects the fuzz suite found in files owned by other work in progress (issue 14), reproduced on
 * their own in tests/integration/fuzz-known.test.ts (as `it.fails`, so they go red once fixed).
 * The barrage does not count them twice: each entry says which cases and which log errors it
 * explains. Remove an entry when its fix is merged (its it.fails test will then say so).
 */
export type KnownDefect = { id: string; owner: string; matches: (c: FuzzCase) => boolean; logMatches: (e: LogEntry) => boolean };

/** A path parameter holding U+0000 reaches a PostgreSQL query as text, which PostgreSQL refuses: a 500. */
const nulInPath = (routes: RegExp) => (c: FuzzCase) => c.kind === 'http' && routes.test(c.route) && /%00/i.test(c.url.split('?')[0]);
const nulQueryLogged = (e: LogEntry) => /invalid byte sequence for encoding "UTF8": 0x00/.test(e.err?.message ?? '');

export const knownDefects: KnownDefect[] = [
  {
    id: 'nul-in-username-param',
    owner: 'src/server/api/account/self.ts (requireSelfOrManager), src/server/api/users.ts (userParam)',
    matches: nulInPath(/ \/api\/(account|user)\/:username/),
    logMatches: nulQueryLogged,
  },
];

export function knownDefectOf(c: FuzzCase): KnownDefect | undefined {
  return knownDefects.find((d) => d.matches(c));
}
