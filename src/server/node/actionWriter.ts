import type { StoredAction } from './records';

type Waiting = { rows: StoredAction[]; resolve: () => void; reject: (err: unknown) => void };

/**
 * Writes in flight at once. One statement was written at a time, and rows handed in while it ran waited
 * for its answer before theirs was sent: at 1,000 games a write's trips between the node's thread and
 * the database's (each waiting for a core) were most of an action's time, and rows that waited for the
 * write before them waited for its trips as well as their own (docs/benchmarks.md, issue 19, session
 * 24). With a second in flight, the next statement is queued at the database while the first is
 * answered. Each game still has one action in flight at most (LiveGame's queue), so a game's rows stay
 * in order whichever statement carries them.
 */
export const WRITES_IN_FLIGHT = 2;

/**
 * Group commit of action rows across all games of a node: rows handed in during one turn of the event
 * loop (the actions of every socket read in it) go together as one multi-row insert, and rows handed in
 * while WRITES_IN_FLIGHT writes are in flight wait and go together as the next. A statement's own cost
 * is most of a one-row insert's (PGlite: about 250 µs a statement against 45 µs a row in batches of 16;
 * issue 19, docs/benchmarks.md). Each caller's promise settles only when its own rows are stored (or
 * refused). A failed batch is tried again game by game, so one game's bad row never refuses another
 * game's action.
 */
export class ActionWriter {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private write: (rows: StoredAction[]) => Promise<void>) {}

  store(rows: StoredAction[]): Promise<void> {
    if (!rows.length) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ rows, resolve, reject });
      if (this.inFlight >= WRITES_IN_FLIGHT || this.scheduled) return;
      // After this turn's I/O callbacks (setImmediate runs in the loop's check phase): every action read in it joins.
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.drain();
      });
    });
  }

  /** Sends what waits as one statement, if a write may start; a write that ends sends what gathered meanwhile. */
  private drain(): void {
    if (!this.waiting.length || this.inFlight >= WRITES_IN_FLIGHT) return;
    this.inFlight++;
    void this.flush(this.waiting.splice(0)).finally(() => {
      this.inFlight--;
      this.drain();
    });
  }

  private async flush(batch: Waiting[]): Promise<void> {
    try {
      await this.write(batch.flatMap((w) => w.rows));
      for (const w of batch) w.resolve();
      return;
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
    }
    for (const w of batch) {
      try {
        await this.write(w.rows);
        w.resolve();
      } catch (err) {
        w.reject(err);
      }
    }
  }
}
