import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createTokenService } from '../../src/server/auth/tokens';
import { openDatabase, type Database } from '../../src/server/db/client';
import { sessions, users } from '../../src/server/db/schema/accounts';
import type { TestUser } from '../support/lobbyClient';

export const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Why a cluster test cannot run here (no PostgreSQL or Redis), or null. Outside CI the test skips
 * with the reason printed; in CI (CI set, as .ci/run does) a missing service fails it instead, so
 * the cluster is never left untested without anyone seeing.
 */
export async function clusterSkipReason(): Promise<string | null> {
  const reason = await unreachable();
  if (reason && process.env.CI) throw new Error(`${reason}, and CI must run the cluster tests`);
  if (reason) console.warn(`cluster test skipped: ${reason}`);
  return reason;
}

async function unreachable(): Promise<string | null> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.end();
  } catch {
    return `PostgreSQL is not reachable at ${PG_URL}`;
  }
  const r = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    await r.ping();
    r.disconnect();
  } catch {
    r.disconnect();
    return `Redis is not reachable at ${REDIS_URL}`;
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export type Proc = { child: ChildProcess; output: string[]; stop(signal?: NodeJS.Signals): Promise<void> };

/** A server process (node with the tsx loader: one process, so a kill reaches it); resolves once it prints `ready`. */
export function spawnProc(script: string, env: Record<string, string>, ready: RegExp, startMs = 30_000): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const proc: Proc = {
    child,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failure (it would hold its port).
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start: ${output.join('').slice(-2000)}`));
    }, startMs);
    const onData = (d: Buffer) => {
      output.push(d.toString());
      if (ready.test(output.join(''))) {
        clearTimeout(timer);
        resolve(proc);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output.join('').slice(-2000)}`)));
  });
}

/** A fresh PostgreSQL database and Redis prefix for this run, users and tokens, and the cleanup. */
export async function clusterEnv() {
  const name = `eh_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const prefix = `eh-test-${randomUUID().slice(0, 8)}:`;
  const secret = randomUUID() + randomUUID();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emberhall-cluster-'));
  const common = {
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    REDIS_URL,
    REDIS_PREFIX: prefix,
    JWT_SECRET: secret,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    BOT_DELAY_MS: '0',
  };
  let db: Database | null = null;
  const tokens = createTokenService(secret);
  return {
    common,
    prefix,
    /** Opened after a lobby has run the migrations. */
    async database(): Promise<Database> {
      db ??= await openDatabase({ databaseUrl: url.toString(), dataDir });
      return db;
    },
    async user(username: string, permissions: Record<string, boolean> = {}): Promise<TestUser> {
      const id = randomUUID();
      const d = (await this.database()).db;
      await d.insert(users).values({
        id,
        username,
        usernameLower: username.toLowerCase(),
        email: `${username}@example.test`,
        emailLower: `${username.toLowerCase()}@example.test`,
        passwordHash: 'x',
        verified: true,
        permissions,
        blockList: [],
      });
      // A session as a login makes: the server refuses access tokens whose session is gone.
      const sid = randomUUID();
      await d.insert(sessions).values({ id: sid, userId: id, tokenHash: randomUUID(), expires: new Date(Date.now() + 86_400_000) });
      return { id, username, token: await tokens.signAccess({ sub: id, username, permissions, sid }) };
    },
    async cleanup(): Promise<void> {
      await db?.close();
      const r = new Redis(REDIS_URL);
      await removePrefix(r, prefix);
      r.disconnect();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Deletes every Redis key of a test run's prefix. */
export async function removePrefix(r: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length) await r.del(...keys);
  } while (cursor !== '0');
}

/** Waits for a condition on real deliveries, generously (the machine may be loaded); no timing is asserted. */
export async function until(cond: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
