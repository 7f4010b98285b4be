/**
 * PGlite on its own thread (thread.ts), behind the part of PGlite's interface the server uses: query,
 * exec and transaction, which is what drizzle's PGlite driver and the migrations call. Queries keep
 * their order and PGlite's own rules: one statement at a time, and while a transaction is open, the
 * queries outside it wait for it.
 */
import { MessageChannel, type Worker, type MessagePort } from 'node:worker_threads';
import type { Reply, Request, ThreadData, WireError } from './messages';
import { tsWorker } from '../tsWorker';

type Results = { rows: unknown[]; fields?: unknown[]; affectedRows?: number };
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
/** What a request carries besides its id. */
type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
/** The thread's end of a link: the worker itself, or a port attached to it. */
type Endpoint = Worker | MessagePort;

/** A database error thrown again on this side, with PostgreSQL's fields (code, constraint...) as PGlite gives them. */
function rethrown(e: WireError): Error {
  return Object.assign(new Error(e.message), e.fields, { message: e.message });
}

/** The statements of one side: the whole database, or one open transaction. */
class Statements {
  constructor(
    protected link: { call(c: Call): Promise<unknown> },
    protected tx: number | null,
  ) {}

  query<T = unknown>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results & { rows: T[] }> {
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.link.call({ op: 'query', sql, params, rowMode: options.rowMode, rawTypes, tx: this.tx }) as Promise<Results & { rows: T[] }>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.link.call({ op: 'exec', sql, tx: this.tx }) as Promise<Results[]>;
  }
}

/** One caller's link to the PGlite thread: requests out, replies matched back by id. */
export class PGliteLink extends Statements {
  private waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private dead: Error | null = null;

  /** A link over `endpoint`; a port attached to a running thread (attach()) needs no wait for the database. */
  constructor(protected endpoint: Endpoint) {
    super({ call: (c) => this.call(c) }, null);
    endpoint.on('message', (r: Reply) => {
      const w = this.waiting.get(r.id);
      if (!w) return;
      this.waiting.delete(r.id);
      this.holdProcess();
      if (r.ok) w.resolve(r.value);
      else w.reject(rethrown(r.error));
    });
    // A port starts unreferenced here: only a waiting call holds the process (holdProcess).
    this.holdProcess();
  }

  /** Every waiting call, and every later one, fails with this (the thread stopped). */
  protected died(why: string): void {
    const err = new Error(`The database thread stopped: ${why}`);
    for (const w of this.waiting.values()) w.reject(err);
    this.waiting.clear();
    this.dead = err;
  }

  protected expect(id: number, resolve: (v: unknown) => void, reject: (e: Error) => void): void {
    this.waiting.set(id, { resolve, reject });
    this.holdProcess();
  }

  /**
   * The link keeps the process alive only while a call waits on it, as PGlite in the event loop did:
   * an idle database is no reason not to exit, and a pending query is.
   */
  private holdProcess(): void {
    if (this.waiting.size) this.endpoint.ref();
    else this.endpoint.unref();
  }

  call(c: Call): Promise<unknown> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.expect(id, resolve, reject);
      this.endpoint.postMessage({ ...c, id } as Request);
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

  /** An attached port's link lets go of its port; the database stays open for its owner. */
  async close(): Promise<void> {
    (this.endpoint as MessagePort).close();
  }
}

/** The PGlite thread itself, owned by the event loop: it opens the database and closes it. */
export class PGliteThread extends PGliteLink {
  /** Resolves once the database has opened (and rejects if it could not). */
  readonly waitReady: Promise<void>;
  private worker: Worker;

  constructor(dataDir: string) {
    const worker = tsWorker(new URL('./thread.ts', import.meta.url), { workerData: { dataDir } satisfies ThreadData });
    super(worker);
    this.worker = worker;
    this.waitReady = new Promise((resolve, reject) => this.expect(0, () => resolve(), reject));
    this.worker.on('error', (err) => this.died(err.message));
    this.worker.on('exit', (code) => this.died(`exit code ${code}`));
  }

  /** A port for another thread (a game node's) to query this database through its own PGliteLink. */
  attach(): MessagePort {
    const { port1, port2 } = new MessageChannel();
    this.worker.postMessage({ attach: port2 }, [port2]);
    return port1;
  }

  override async close(): Promise<void> {
    await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
