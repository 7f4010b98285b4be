import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createServer, type EmberhallServer } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it to the local server). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, empty PostgreSQL database per server, so test files never see each other's rows. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `eh_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type TestServer = { url: string; server: EmberhallServer; dataDir: string; stop: () => Promise<void> };

/** The real server on a free port, its own data folder and database; stop() cleans everything up. */
export async function startTestServer(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emberhall-test-'));
  const pgdb = kind === 'postgres' ? await freshPostgres() : null;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    ...env,
  });
  const server = await createServer(config);
  const url = await server.listen();
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: url.replace(/:\d+$/, `:${port}`).replace('localhost', '127.0.0.1'),
    server,
    dataDir,
    stop: async () => {
      await server.close();
      await pgdb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
