/**
 * The server under load as its own process (bench/load/serverProcess.ts), for the benches that must keep
 * their clients' work off the server's event loop (bench/load.ts, bench/botLoad.ts): PGlite in a temporary
 * DATA_DIR, one process (never cluster mode), accounts seeded over IPC.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Account } from './driver';
import type { DeflatesReply, SeedReply, SendsReply, StallsReply } from './serverProcess';
import type { SendBuckets } from './sendTally';
import type { StallReport } from './stallMonitor';

export type Server = {
  url: string;
  pid: number;
  seed(prefix: string, count: number): Promise<Account[]>;
  /** The server's event-loop stalls and collections so far. */
  stalls(): Promise<StallReport>;
  /** What the lobby's sockets were sent so far, by event, in 5 s buckets. */
  sends(): Promise<SendBuckets>;
  /** The lobby thread's large messages deflated once and sent deflated already, over the whole run. */
  deflates(): Promise<DeflatesReply['sharedDeflates']>;
  stop(): Promise<void>;
};

export type SpawnOptions = {
  port: string;
  /** The run's seed: it names the JWT secret, so two runs never share tokens. */
  seed: number;
  /** Writes a V8 CPU profile of the server into this folder. */
  cpuProfDir?: string;
  /** A module every thread of the server loads first (bench/load/threadProbe.ts, --probe). */
  preload?: string;
  /** More Node options for the server process (e.g. --v8-pool-size=1). */
  nodeArgs?: string[];
  /** More environment for the server (e.g. BOT_DELAY_MS). */
  env?: Record<string, string>;
};

export async function spawnServer(o: SpawnOptions): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emberhall-load-'));
  const execArgv = [...(o.nodeArgs ?? []), '--import', 'tsx', ...(o.preload ? ['--import', o.preload] : []), ...(o.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${o.cpuProfDir}`] : [])];
  // One process, not cluster mode: no REDIS_URL from the caller's environment.
  const { REDIS_URL: _cluster, ...inherited } = process.env;
  const child = fork(path.join(path.dirname(new URL(import.meta.url).pathname), 'serverProcess.ts'), [], {
    execArgv,
    env: {
      ...inherited,
      PORT: o.port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      JWT_SECRET: `load-${o.seed}-0123456789abcdef0123456789abcdef`,
      RATE_LIMIT_REGISTER: '100000',
      RATE_LIMIT_LOGIN: '100000',
      ...(o.preload ? { THREAD_PRELOAD: o.preload } : {}),
      ...o.env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    child.on('message', (m: { ready?: string }) => m.ready && resolve(m.ready));
  });
  /** One request over IPC, answered by the first message that carries `key`. */
  const ask = <R>(request: object, key: keyof R & string): Promise<R[keyof R & string]> =>
    new Promise((resolve) => {
      const on = (m: Partial<R>) => {
        if (m[key] === undefined) return;
        child.off('message', on);
        resolve(m[key] as R[keyof R & string]);
      };
      child.on('message', on);
      child.send(request);
    });
  return {
    url,
    pid: child.pid!,
    seed: (prefix, count) =>
      new Promise((resolve, reject) => {
        const on = (m: SeedReply & { error?: string }) => {
          if (!m.seeded && !m.error) return;
          child.off('message', on);
          if (m.error) reject(new Error(m.error));
          else resolve(m.seeded);
        };
        child.on('message', on);
        child.send({ seed: { prefix, count } });
      }),
    stalls: () => ask<StallsReply>({ stalls: true }, 'stallReport'),
    sends: () => ask<SendsReply>({ sends: true }, 'sendBuckets'),
    deflates: () => ask<DeflatesReply>({ deflates: true }, 'sharedDeflates'),
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
