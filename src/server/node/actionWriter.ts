import type { StoredAction } from './records';

type Waiting = { rows: StoredAction[]; resolve: () => void; reject: (err: unknown) => void };

/**
 * Group commit of action rows across all games of a node: rows handed in during one turn of the event
 * loop (the actions of every socket read in it) go together, and rows handed in while a write is in
 * flight wait and go together as the next single multi-row insert. A statement's own cost is most of a
 * one-row insert's (PGlite: about 250 µs a statement against 45 µs a row in batches of 16; issue 19,
 * docs/benchmarks.md), and at 1,000 games the database thread's queue was most of an action's time. Each caller's promise settles only
 * when its own rows are stored (or refused). A failed batch is tried again game by game, so one
 * game's bad row never refuses another game's action. Each game hands in one action at a time
 * (LiveGame's queue), which keeps every game's rows in order.
 */
export class ActionWriter {
  private waiting: Waiting[] = [];
  private busy = false;
  private scheduled = false;

  constructor(private write: (rows: StoredAction[]) => Promise<void>) {}

  store(rows: StoredAction[]): Promise<void> {
    if (!rows.length) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ rows, resolve, reject });
      if (this.busy || this.scheduled) return;
      // After this turn's I/O callbacks (setImmediate runs in the loop's check phase): every action read in it joins.
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        void this.drain();
      });
    });
  }

  private async drain(): Promise<void> {
    this.busy = true;
    try {
      while (this.waiting.length) await this.flush(this.waiting.splice(0));
    } finally {
      this.busy = false;
    }
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
