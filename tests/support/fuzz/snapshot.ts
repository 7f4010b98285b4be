import { sql } from 'drizzle-orm';
import type { TestServer } from '../server';

/**
 * A fingerprint of every table of the database, in one query: per table, the row count and an md5
 * over its rows (as text, in order). Two equal snapshots mean no row was added, removed or changed.
 */
export async function snapshotTables(t: TestServer): Promise<Record<string, string>> {
  const db = t.server.ctx.db;
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => r.table_name);
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const one = (name: string) =>
    `select '${name.replace(/'/g, "''")}' as t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${quote(name)} x`;
  const rows = rowsOf<{ t: string; h: string }>(await db.execute(sql.raw(tables.map(one).join(' union all '))));
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** Tables whose fingerprint differs between two snapshots. */
export function changedTables(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]);
}

/** drizzle's execute answers { rows } on both PGlite and node-postgres. */
function rowsOf<T>(res: unknown): T[] {
  return Array.isArray(res) ? (res as T[]) : ((res as { rows: T[] }).rows ?? []);
}
