/**
 * PGlite on its own thread (thread.ts), behind the part of PGlite's interface the server uses: query,
 * exec and transaction, which is what drizzle's PGlite driver and the migrations call. Queries keep
 * their order and PGlite's own rules: one statement at a time, and while a transaction is open, the
 * queries outside it wait for it.
 */
import { Worker } from 'node:worker_threads';
import type { Reply, Request, ThreadData, WireError } from './messages';

type Results = { rows: unknown[]; fields?: unknown[]; affectedRows?: number };
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
/** What a request carries besides its id. */
type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** A database error thrown again on this side, with PostgreSQL's fields (code, constraint...) as PGlite gives them. */
function rethrown(e: WireError): Error {
  return Object.assign(new Error(e.message), e.fields, { message: e.message });
}

/** The statements of one side: the whole database, or one open transaction. */
class Statements {
  constructor(
    protected thread: PGliteThread,
    protected tx: number | null,
  ) {}

  query<T = unknown>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results & { rows: T[] }> {
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.thread.call({ op: 'query', sql, params, rowMode: options.rowMode, rawTypes, tx: this.tx }) as Promise<Results & { rows: T[] }>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.thread.call({ op: 'exec', sql, tx: this.tx }) as Promise<Results[]>;
  }
}

export class PGliteThread extends Statements {
  private worker: Worker;
  private waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  /** Resolves once the database has opened (and rejects if it could not). */
  readonly waitReady: Promise<void>;

  constructor(dataDir: string) {
    super(null as unknown as PGliteThread, null);
    this.thread = this;
    const entry = new URL('./thread.ts', import.meta.url).href;
    // As the bot workers do (node/bots/pool.ts): the thread registers tsx itself, which also works under vitest.
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
    this.worker = new Worker(boot, { eval: true, workerData: { dataDir } satisfies ThreadData });
    this.waitReady = new Promise((resolve, reject) => this.waiting.set(0, { resolve: () => resolve(), reject }));
    this.worker.on('message', (r: Reply) => {
      const w = this.waiting.get(r.id);
      if (!w) return;
      this.waiting.delete(r.id);
      this.holdProcess();
      if (r.ok) w.resolve(r.value);
      else w.reject(rethrown(r.error));
    });
    // The thread failing is the database failing: every waiting call hears it, and so does every later one.
    const died = (why: string) => {
      const err = new Error(`The database thread stopped: ${why}`);
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
      this.dead = err;
    };
    this.worker.on('error', (err) => died(err.message));
    this.worker.on('exit', (code) => died(`exit code ${code}`));
  }

  private dead: Error | null = null;

  /**
   * The thread keeps the process alive only while a call waits on it, as PGlite in the event loop did:
   * an idle database is no reason not to exit, and a pending query is.
   */
  private holdProcess(): void {
    if (this.waiting.size) this.worker.ref();
    else this.worker.unref();
  }

  call(c: Call): Promise<unknown> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.holdProcess();
      this.worker.postMessage({ ...c, id } as Request);
    });
  }

  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws (as PGlite's own). */
  async transaction<T>(fn: (tx: Statements & { rollback(): Promise<void> }) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    const statements = Object.assign(new Statements(this, tx), {
      rollback: async () => {
        throw new Error('Transaction rolled back');
      },
    });
    let value: T;
    try {
      value = await fn(statements);
    } catch (err) {
      await this.call({ op: 'end', tx, commit: false });
      throw err;
    }
    await this.call({ op: 'end', tx, commit: true });
    return value;
  }

  async close(): Promise<void> {
    if (this.dead) return;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
