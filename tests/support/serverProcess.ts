import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestUser } from './lobbyClient';
import { freshPostgres, type DatabaseKind } from './server';

/**
 * The real server as its own process (`src/server/main.ts`), on a fixed data folder, database, port and
 * JWT secret, so it can be killed (`kill -9`) and started again on the same data, as after a crash.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  /** Everything the process printed, for a failure's message. */
  output: string[] = [];
  readonly url: string;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private env: Record<string, string | undefined>,
    private dropDb: (() => Promise<void>) | null,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async create(kind: DatabaseKind, env: Record<string, string> = {}): Promise<ServerProcess> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'emberhall-proc-'));
    const pgdb = kind === 'postgres' ? await freshPostgres() : null;
    const port = await freePort();
    const base = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      JWT_SECRET: `proc-secret-${Math.random().toString(36).slice(2)}-0123456789abcdef0123456789`,
      // Unset ones are left out of the child's environment (which otherwise inherits this one's):
      // PGlite without DATABASE_URL, and one process, not cluster mode, without REDIS_URL.
      DATABASE_URL: pgdb?.url,
      REDIS_URL: undefined,
      ...env,
    };
    return new ServerProcess(port, dataDir, base, pgdb?.drop ?? null);
  }

  /**
   * Starts `node --import tsx src/server/main.ts` (one process, so a kill reaches the server itself,
   * not a wrapper); resolves once it prints that it is running. Slow machines get 120 s.
   */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { ...process.env, ...this.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const fail = (why: string) => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`the server ${why}: ${this.output.join('').slice(-2000)}`));
      };
      const timer = setTimeout(() => fail('did not start in 120 s'), 120_000);
      child.stdout!.on('data', (d: Buffer) => {
        this.output.push(d.toString());
        if (/Emberhall is running/.test(this.output.join(''))) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr!.on('data', (d: Buffer) => this.output.push(d.toString()));
      child.once('exit', (code, signal) => fail(`exited (${code ?? signal})`));
    });
  }

  /** SIGKILL: the process gets no chance to flush or close anything. */
  kill(): void {
    this.child?.kill('SIGKILL');
  }

  /** Resolves once the process is gone (killing it if it still runs). */
  async stopped(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** Registers (active at once: no SMTP) and logs in through the HTTP API, as a player would. */
  async user(username: string, password = 'secret-password-1'): Promise<TestUser> {
    const post = async (url: string, body: unknown) => {
      const res = await fetch(`${this.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const json = (await res.json()) as { success: boolean; message?: string; token?: string; user?: { id: string } };
      if (!json.success) throw new Error(`${url}: ${json.message}`);
      return json;
    };
    await post('/api/account/register', { username, email: `${username}@example.test`, password });
    const login = await post('/api/account/login', { username, password });
    return { id: login.user?.id ?? '', username, token: login.token! };
  }

  async cleanup(): Promise<void> {
    await this.stopped();
    await this.dropDb?.();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}
