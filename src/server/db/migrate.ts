import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Runs SQL on one connection (an advisory lock only holds on the connection that took it). */
export type RawQuery = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Applies the numbered SQL files of migrations/ once each, in name order, each in its own transaction.
 * Plain SQL files (not drizzle-kit's journal) so features can add their own numbered file side by side;
 * an advisory lock keeps concurrent processes of a cluster from migrating twice.
 */
export async function runMigrations(query: RawQuery): Promise<string[]> {
  await query('SELECT pg_advisory_lock(424242)');
  const applied: string[] = [];
  try {
    await query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await query('SELECT name FROM schema_migrations')).rows.map((r) => String(r.name)));
    const files = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      if (done.has(file)) continue;
      const body = readFileSync(path.join(migrationsDir, file), 'utf8');
      const name = file.replace(/'/g, "''");
      await query(`BEGIN;\n${body}\nINSERT INTO schema_migrations(name) VALUES ('${name}');\nCOMMIT;`);
      applied.push(file);
    }
  } finally {
    await query('SELECT pg_advisory_unlock(424242)');
  }
  return applied;
}
