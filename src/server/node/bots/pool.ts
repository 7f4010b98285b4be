import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { tsWorker } from '../../db/tsWorker';
import type { BotInput, BotMove } from '../../../engine/botPlayer';
import { budgetUnderLoad } from './budget';

/** What the game node needs of the bots: a move for a BotInput, thought somewhere other than its event loop. */
export interface BotThinker {
  /** Resolves to the bot's move (its action null: it has none); rejects when the worker crashed or took too long. */
  think(input: BotInput): Promise<BotMove>;
  close(): Promise<void>;
}

export type BotPoolOptions = {
  /** Worker threads; default: one less than the cores (the event loop keeps one), at least one. */
  size?: number;
  /** The worker's module (a test swaps in a stub); default ./worker.ts. */
  entry?: URL;
  /** Passed to every worker (a stub's gate, in tests). */
  workerData?: unknown;
  /** Search levels think this fraction of their budget (tests; default 1). */
  thinkScale?: number;
  /** A move that takes longer than this, once a worker has it, is given up and its worker replaced. */
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
};

type Job = { id: number; input: BotInput; resolve: (m: BotMove) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; ready: boolean; job: Job | null; timer: NodeJS.Timeout | null };
/** A worker's messages: `ready` once its modules are loaded, then one answer per move. */
type Answer = { ready?: true; id?: number; move?: BotMove; error?: string };

/** The longest search (Expert, about 1 s) with a wide margin for a loaded machine. */
const DEFAULT_TIMEOUT_MS = 20_000;

export function defaultPoolSize(): number {
  const fromEnv = Number(process.env.BOT_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(1, availableParallelism() - 1);
}

/**
 * Bot moves on worker threads, one move per worker at a time, in arrival order. Workers start on the
 * first move (a node without bot games spawns none) and load TypeScript through tsx, as `npm start` and
 * the tests both run the server under tsx. A worker that dies or overruns its time is replaced and its
 * move rejected, so the caller can fall back; nothing here ever waits on the event loop.
 */
export class BotPool implements BotThinker {
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readonly size: number;
  private readonly timeoutMs: number;

  constructor(private o: BotPoolOptions = {}) {
    this.size = o.size ?? defaultPoolSize();
    this.timeoutMs = o.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  think(input: BotInput): Promise<BotMove> {
    if (this.closed) return Promise.reject(new Error('The bot pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.pump();
    });
  }

  /** Moves waiting for a worker and moves being thought (the bench reads it). */
  load(): { queued: number; busy: number; workers: number } {
    return { queued: this.queue.length, busy: this.slots.filter((s) => s.job).length, workers: this.slots.length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The bot pool is closed'));
    const slots = this.slots.splice(0);
    for (const s of slots) this.fail(s, 'The bot pool is closed');
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Hands waiting moves to idle workers, starting workers (up to the size) for moves no booting one will take. */
  private pump(): void {
    while (this.queue.length) {
      const slot = this.slots.find((s) => s.ready && !s.job);
      if (!slot) {
        const booting = this.slots.filter((s) => !s.ready).length;
        if (booting >= this.queue.length || this.slots.length >= this.size) return;
        this.spawn();
        continue;
      }
      const job = this.queue.shift()!;
      slot.job = job;
      // The time limit counts thinking only: a worker's start (loading tsx and the engine) has its own.
      slot.timer = setTimeout(() => this.replace(slot, `The bot took longer than ${this.timeoutMs} ms`), this.timeoutMs);
      // A long queue shortens each search, so the last waiting move is still thought within seconds.
      const budgetMs = budgetUnderLoad(job.input, this.queue.length, this.size, this.o.thinkScale);
      slot.worker.postMessage({ id: job.id, input: budgetMs === undefined ? job.input : { ...job.input, budgetMs } });
    }
  }

  private spawn(): Slot {
    const worker = tsWorker(this.o.entry ?? new URL('./worker.ts', import.meta.url), { workerData: this.o.workerData });
    // A worker thinking is no reason to keep the process alive at shutdown.
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, timer: setTimeout(() => this.replace(slot, 'The bot worker did not start'), this.timeoutMs) };
    worker.on('message', (a: Answer) => {
      if (a.ready) {
        this.done(slot);
        slot.ready = true;
        return this.pump();
      }
      const job = slot.job;
      if (!job || job.id !== a.id) return;
      this.done(slot);
      if (a.error !== undefined) job.reject(new Error(a.error));
      else job.resolve(a.move ?? { action: null, rest: [] });
      this.pump();
    });
    worker.on('error', (err) => this.replace(slot, `The bot worker failed: ${err.message}`));
    worker.on('exit', (code) => this.replace(slot, `The bot worker exited (code ${code})`));
    this.slots.push(slot);
    return slot;
  }

  private done(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  private fail(slot: Slot, reason: string): void {
    const job = slot.job;
    this.done(slot);
    job?.reject(new Error(reason));
  }

  /** A crashed or overrunning worker: its move is rejected, the thread ended, and a new one takes the queue. */
  private replace(slot: Slot, reason: string): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    if (slot.job) this.o.log?.warn({ reason }, 'bot move abandoned');
    this.fail(slot, reason);
    void slot.worker.terminate();
    // A worker that could not even start would fail the same way again: the waiting moves fall back now,
    // and the next move tries a new worker (no loop of restarts).
    if (!slot.ready) for (const job of this.queue.splice(0)) job.reject(new Error(reason));
    if (!this.closed) this.pump();
  }
}
