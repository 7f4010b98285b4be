import type { StoredAction } from './records';

type Waiting = { rows: StoredAction[]; resolve: () => void; reject: (err: unknown) => void };

/**
 * Group commit of action rows across all games of a node: rows handed in while a write is in flight
 * wait and go together as the next single multi-row insert. Each caller's promise settles only
 * when its own rows are stored (or refused). A failed batch is tried again game by game, so one
 * game's bad row never refuses another game's action. Each game hands in one action at a time
 * (LiveGame's queue), which keeps every game's rows in order.
 */
export class ActionWriter {
  private waiting: Waiting[] = [];
  private busy = false;

  constructor(private write: (rows: StoredAction[]) => Promise<void>) {}

  store(rows: StoredAction[]): Promise<void> {
    if (!rows.length) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ rows, resolve, reject });
      if (!this.busy) void this.drain();
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
