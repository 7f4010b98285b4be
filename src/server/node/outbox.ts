import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { nodeEventOutbox } from '../db/schema/games';
import type { NodeEvent } from './types';

const RETRY_MS = 1000;

/**
 * The insert that stores a node's event, to be completed with a FROM clause by the statement that makes
 * the change it reports (records.ts, recordFinish): the event is stored by the same statement, or not at all.
 */
export function storeEventSql(node: string, event: NodeEvent): SQL {
  return sql`insert into node_event_outbox (node, event) select ${node}::text, ${JSON.stringify(event)}::jsonb`;
}

/**
 * A node's stored events on their way to the lobby. An event written with the change it reports (a
 * finished game's record) is delivered after the commit, oldest first, and its row deleted only once
 * delivered (cluster mode: added to the node events stream). A delivery that fails is tried again, and
 * a node relays its rows when it starts: a node killed between the commit and the delivery sends the
 * event on its restart. At least once, like the stream: the lobby's handlers bear a repeat.
 */
export class NodeOutbox {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private db: Db,
    private node: string,
    private deliver: (e: NodeEvent) => void | Promise<void>,
    private onError: (err: unknown) => void,
  ) {}

  /** Delivers every stored event of this node; a call while a relay runs makes it look again, and waits for it. */
  relay(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run()
      .catch((err: unknown) => {
        this.onError(err);
        this.retryLater();
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      const rows = await this.db.select().from(nodeEventOutbox).where(eq(nodeEventOutbox.node, this.node)).orderBy(asc(nodeEventOutbox.id));
      for (const row of rows) {
        if (this.closed) return;
        await this.deliver(row.event as NodeEvent);
        await this.db.delete(nodeEventOutbox).where(and(eq(nodeEventOutbox.id, row.id), eq(nodeEventOutbox.node, this.node)));
      }
    } while (this.again && !this.closed);
  }

  private retryLater(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.relay();
    }, RETRY_MS);
    this.timer.unref();
  }

  /** Stops relaying (shutdown): what is left is sent by the node's next start. */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
