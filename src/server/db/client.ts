import path from 'node:path';
import type { MessagePort } from 'node:worker_threads';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { runMigrations } from './migrate';
import { PGliteThread } from './pglite/client';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite: a port for another thread to query the same database (a game node thread's). */
  attach?(): MessagePort;
};

/** PostgreSQL when a URL is configured, otherwise PGlite embedded under DATA_DIR (or in memory for ':memory:'). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | ':memory:';
  /** An idle pooled connection that the server closed (a restart, an administrator): logged, not fatal. */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Without a listener such an error would crash the process; the pool drops the client and reconnects on demand.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const conn = await pool.connect();
    try {
      await runMigrations((text) => conn.query(text));
    } finally {
      conn.release();
    }
    return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // PGlite runs on its own thread: its WebAssembly is synchronous, and in the event loop each write
  // stopped every socket (pglite/thread.ts).
  const client = new PGliteThread(opts.dataDir === ':memory:' ? ':memory:' : path.join(opts.dataDir, 'pglite'));
  await client.waitReady;
  // PGlite's query() takes one statement; exec() takes many, which migration files need.
  await runMigrations(async (text) => {
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  });
  // drizzle's PGlite driver calls query and transaction, which the thread's client answers as PGlite would.
  return { db: drizzlePglite(client as never, { schema }) as unknown as Db, kind: 'pglite', close: () => client.close(), attach: () => client.attach() };
}
