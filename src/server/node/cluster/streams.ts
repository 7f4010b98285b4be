import type { Redis } from 'ioredis';

/**
 * The one transport of cluster mode between lobby processes and game nodes, both directions: a Redis
 * Stream read by a consumer group (XADD, XREADGROUP, XACK). A message stays in the stream until a
 * consumer of the group has handled and acknowledged it, so a reader that was away (a lobby restarting,
 * a node not yet started) gets what it missed when it comes back:
 * - the group is created at the stream's start ('0'), so messages sent before any reader existed count;
 * - a reader started again under the same consumer name first re-reads its own unacknowledged entries;
 * - entries left unacknowledged by a reader that died are claimed by a live one (XAUTOCLAIM) once they
 *   have been idle for `claimIdleMs`;
 * - the stream is trimmed to about `maxLen` entries (MAXLEN ~), so it stays bounded.
 * Delivery is at least once: a handler must accept a message it has already handled.
 */
export type StreamOptions = {
  /** Entries kept, about (MAXLEN ~). */
  maxLen: number;
  /** An entry read by a consumer and not acknowledged for this long is taken over by another. */
  claimIdleMs: number;
  /** How long one XREADGROUP waits for new entries before the loop looks at claims again. */
  blockMs: number;
  /** Entries read at once. */
  batch: number;
};

export const defaultStreamOptions: StreamOptions = { maxLen: 10_000, claimIdleMs: 30_000, blockMs: 2000, batch: 100 };

/** What a handler learns about the entry besides the message: its stream id and the Redis time it was added. */
export type Delivery = { id: string; sentAt: number };

/** One stream and the consumer group that reads it, carrying messages of type T (JSON in field `m`). */
export class StreamChannel<T> {
  readonly options: StreamOptions;

  constructor(
    private redis: Redis,
    readonly stream: string,
    readonly group: string,
    options: Partial<StreamOptions> = {},
  ) {
    this.options = { ...defaultStreamOptions, ...options };
  }

  /** Adds a message; `expireMs` gives the whole stream a lifetime (a reply stream whose reader may be gone). */
  async send(message: T, expireMs?: number): Promise<string> {
    const data = JSON.stringify(message);
    if (!expireMs) return (await this.redis.xadd(this.stream, 'MAXLEN', '~', this.options.maxLen, '*', 'm', data))!;
    const [[, id]] = (await this.redis
      .multi()
      .xadd(this.stream, 'MAXLEN', '~', this.options.maxLen, '*', 'm', data)
      .pexpire(this.stream, expireMs)
      .exec()) as [[Error | null, string]];
    return id;
  }

  /** The group, created at the stream's start (and the stream with it) if it does not exist yet. */
  async ensureGroup(redis: Redis = this.redis): Promise<void> {
    try {
      await redis.xgroup('CREATE', this.stream, this.group, '0', 'MKSTREAM');
    } catch (err) {
      if (!(err instanceof Error && err.message.includes('BUSYGROUP'))) throw err;
    }
  }

  /**
   * Reads the group as `consumer` until stopped: own pending entries first, then new ones, and now and
   * then entries a dead consumer left. Each entry is acknowledged once `handle` has succeeded; a handler
   * that throws is logged through `onError` and run again (see StreamConsumer.attempt).
   */
  consume(consumer: string, handle: (message: T, delivery: Delivery) => Promise<void> | void, onError: (err: unknown) => void = () => undefined): StreamConsumer<T> {
    return new StreamConsumer(this, this.redis.duplicate(), consumer, handle, onError);
  }
}

type Entry = [id: string, fields: string[] | null];

/** Pauses before a failed handler runs again at once; then the entry waits for a claim pass. */
const RETRIES_MS = [250, 1000];
const MAX_FAILURES = 5;

/** A consumer with nothing pending that has not read for this long is removed from the group. */
const FORGET_CONSUMER_MS = 3_600_000;

/** A running reader of a StreamChannel; its blocking reads use a connection of its own. */
export class StreamConsumer<T> {
  private stopped = false;
  private loop: Promise<void> | null = null;
  private nextClaim = 0;
  /** Entries whose handler kept failing here: how many rounds of retries each has had. */
  private failures = new Map<string, number>();

  constructor(
    private channel: StreamChannel<T>,
    private conn: Redis,
    readonly name: string,
    private handle: (message: T, delivery: Delivery) => Promise<void> | void,
    private onError: (err: unknown) => void,
  ) {}

  /** Resolves once the group exists, so whatever is sent from then on will be read. */
  async start(): Promise<void> {
    await this.channel.ensureGroup(this.conn);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // Ends a blocked XREADGROUP at once; what was read and not yet acknowledged stays pending. A handler
    // still running is not waited for long: its entry stays pending and another consumer will take it.
    this.conn.disconnect();
    await Promise.race([this.loop, new Promise((r) => setTimeout(r, 1000).unref())]);
  }

  private async run(): Promise<void> {
    const { stream, group, options } = this.channel;
    // '0': this consumer's own pending entries (it was stopped or killed while handling them); then '>'.
    let cursor = '0';
    while (!this.stopped) {
      try {
        if (Date.now() >= this.nextClaim) {
          this.nextClaim = Date.now() + Math.max(options.claimIdleMs / 2, 100);
          await this.claim();
        }
        const read = (await this.conn.xreadgroup(
          'GROUP', group, this.name, 'COUNT', options.batch, 'BLOCK', options.blockMs, 'STREAMS', stream, cursor,
        )) as [string, Entry[]][] | null;
        const entries = read?.[0]?.[1] ?? [];
        if (cursor === '0' && entries.length < options.batch) cursor = '>';
        await this.deliver(entries);
      } catch (err) {
        if (this.stopped) return;
        // The group went (a flushed Redis): make it again; otherwise a lost connection, which ioredis restores.
        if (err instanceof Error && err.message.includes('NOGROUP')) await this.channel.ensureGroup(this.conn).catch(() => undefined);
        else this.onError(err);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  /** Takes over entries that another consumer read and left unacknowledged for claimIdleMs (it died). */
  private async claim(): Promise<void> {
    const { stream, group, options } = this.channel;
    let start = '0-0';
    do {
      const [next, entries] = (await this.conn.xautoclaim(stream, group, this.name, options.claimIdleMs, start, 'COUNT', options.batch)) as [string, Entry[]];
      await this.deliver(entries);
      start = next;
    } while (start !== '0-0' && !this.stopped);
    // Consumers of processes long gone (each lobby process reads under a name of its own) leave the group.
    const consumers = (await this.conn.xinfo('CONSUMERS', stream, group)) as (string | number)[][];
    for (const c of consumers) {
      const info = new Map<string | number, string | number>();
      for (let i = 0; i + 1 < c.length; i += 2) info.set(c[i], c[i + 1]);
      const name = String(info.get('name'));
      if (name !== this.name && Number(info.get('pending')) === 0 && Number(info.get('idle')) > FORGET_CONSUMER_MS) {
        await this.conn.xgroup('DELCONSUMER', stream, group, name);
      }
    }
  }

  /**
   * Runs the handler, again after a pause when it throws (a lock not acquired in time, a database
   * hiccup). False when it still fails: the entry stays pending and a later claim pass (any consumer's)
   * brings it back, until it has failed MAX_FAILURES times in this process; then it is dropped, logged.
   */
  private async attempt(message: T, id: string): Promise<boolean> {
    for (let i = 0; ; i++) {
      try {
        await this.handle(message, { id, sentAt: Number(id.split('-')[0]) });
        this.failures.delete(id);
        return true;
      } catch (err) {
        this.onError(err);
        if (this.stopped) return false;
        if (i < RETRIES_MS.length) {
          await new Promise((r) => setTimeout(r, RETRIES_MS[i]));
          continue;
        }
        const failed = (this.failures.get(id) ?? 0) + 1;
        this.failures.set(id, failed);
        if (failed < MAX_FAILURES) return false;
        this.failures.delete(id);
        return true;
      }
    }
  }

  private async deliver(entries: Entry[]): Promise<void> {
    const { stream, group } = this.channel;
    for (const [id, fields] of entries) {
      if (this.stopped) return;
      // An entry trimmed away while pending comes back without fields: nothing to handle.
      const raw = fields ? fields[fields.indexOf('m') + 1] : undefined;
      if (raw !== undefined && !(await this.attempt(JSON.parse(raw) as T, id))) continue;
      if (this.stopped) return;
      await this.conn.xack(stream, group, id);
    }
  }
}
