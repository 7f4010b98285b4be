import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `rows`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** count(*) comes back as a string from node-postgres and a bigint-ish value from PGlite. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** Timestamps come back as Date (PGlite) or string (node-postgres, some casts). */
export const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
