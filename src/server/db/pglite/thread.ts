/**
 * The PGlite thread: the embedded database runs here, off the server's event loop (issue 19). PGlite is
 * PostgreSQL compiled to WebAssembly and runs synchronously in the thread that calls it, so in the event
 * loop every write of every action stopped every socket for its duration, and its longer writes made the
 * longest stalls of a 600-game load (docs/benchmarks.md). client.ts is the other end.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Reply, Request, ThreadData, WireError } from './messages';

const { dataDir } = workerData as ThreadData;
const db = dataDir === ':memory:' ? new PGlite() : new PGlite(dataDir);
const port = parentPort!;

/** Open transactions by id: each holds PGlite's transaction until the event loop ends it. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
let nextTx = 1;

function wireError(err: unknown): WireError {
  const e = err as Record<string, unknown>;
  const fields: WireError['fields'] = {};
  for (const [k, v] of Object.entries(e ?? {})) if (typeof v === 'string' || typeof v === 'number') fields[k] = v;
  return { message: err instanceof Error ? err.message : String(err), fields };
}

/** Identity parsers for the types the caller wants as text (drizzle reads timestamps and intervals itself). */
function parsersFor(rawTypes: number[]): Record<number, (value: string) => string> {
  return Object.fromEntries(rawTypes.map((t) => [t, (value: string) => value]));
}

/** A transaction started on the thread, held open until 'end' settles it (a rollback when commit is false). */
function begin(): Promise<number> {
  const id = nextTx++;
  return new Promise((started, failed) => {
    const done = db
      .transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            open.set(id, { tx, end: (commit) => (commit ? resolve() : reject(new RolledBack())), done });
            started(id);
          }),
      )
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      })
      .finally(() => open.delete(id));
    done.catch(failed);
  });
}

class RolledBack extends Error {}

async function run(r: Request): Promise<unknown> {
  const on = (tx: number | null) => (tx === null ? db : open.get(tx)?.tx ?? fail(`No open transaction ${tx}`));
  switch (r.op) {
    case 'query':
      return on(r.tx).query(r.sql, r.params, { rowMode: r.rowMode, parsers: parsersFor(r.rawTypes) });
    case 'exec':
      return on(r.tx).exec(r.sql);
    case 'begin':
      return begin();
    case 'end': {
      const t = open.get(r.tx) ?? fail(`No open transaction ${r.tx}`);
      t.end(r.commit);
      return t.done;
    }
    case 'close':
      return db.close();
  }
}

function fail(message: string): never {
  throw new Error(message);
}

/**
 * Answers the requests that come on `from`. The event loop's link is the thread's parent port; a game
 * node on a thread of its own (node/threads) gets its own port, sent as an 'attach' message, so its
 * queries go straight here.
 */
function serve(from: MessagePort | typeof port): void {
  from.on('message', (r: Request | { attach: MessagePort }) => {
    if ('attach' in r) return serve(r.attach);
    run(r).then(
      (value) => from.postMessage({ id: r.id, ok: true, value } satisfies Reply),
      (err: unknown) => from.postMessage({ id: r.id, ok: false, error: wireError(err) } satisfies Reply),
    );
  });
}
serve(port);

db.waitReady.then(
  () => port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies Reply),
  (err: unknown) => port.postMessage({ id: 0, ok: false, error: wireError(err) } satisfies Reply),
);
