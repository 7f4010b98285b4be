import type { ClockMessage } from '../../protocol/sockets';

/** Both clocks' remaining time as stored with an action: ms per player name. */
export type ClockTimes = Record<string, number>;

/**
 * A chess clock per player: only the awaited player's clock runs; at zero, onFlag(player).
 * A restored game starts from its stored remaining times, so a crash gives no time back.
 */
export class ChessClock {
  private remaining = new Map<string, number>();
  private running: string | null = null;
  private since = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Counts run() calls: a flag raised during one turn is void once the clock has moved on. */
  turn = 0;

  constructor(
    players: string[],
    minutes: number,
    private onFlag: (player: string) => void,
    stored?: ClockTimes | null,
  ) {
    for (const p of players) this.remaining.set(p, stored?.[p] ?? minutes * 60_000);
  }

  /** Remaining ms per player as of `now`, the running clock charged: what an action made at `now` stores. */
  times(now = Date.now()): ClockTimes {
    const out: ClockTimes = {};
    for (const [p, ms] of this.remaining) out[p] = p === this.running ? Math.max(0, ms - (now - this.since)) : ms;
    return out;
  }

  /**
   * Takes the remaining times stored with the action just committed and runs `player`'s clock from now:
   * the time the write took is charged to no one, and the clock in memory equals the one stored.
   */
  resume(times: ClockTimes, player: string | null, now = Date.now()): void {
    for (const p of this.remaining.keys()) if (times[p] !== undefined) this.remaining.set(p, times[p]);
    this.running = null;
    this.run(player, now);
  }

  /** The awaited player changed (or not): charge the elapsed time, run the new one's clock. */
  run(player: string | null, now = Date.now()): void {
    if (this.running) this.remaining.set(this.running, Math.max(0, (this.remaining.get(this.running) ?? 0) - (now - this.since)));
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.turn++;
    this.running = player && this.remaining.has(player) ? player : null;
    this.since = now;
    if (this.running) {
      const who = this.running;
      this.timer = setTimeout(() => this.onFlag(who), this.remaining.get(who) ?? 0);
    }
  }

  message(now = Date.now()): ClockMessage {
    return { remaining: this.times(now), running: this.running, at: now };
  }

  stop(): void {
    this.run(null);
  }
}

/** Absence: a player gone from a running game loses after `ms`, unless they come back. */
export class AbsenceWatch {
  private timers = new Map<string, { timer: NodeJS.Timeout; deadline: number; expired: boolean }>();

  constructor(
    private ms: number,
    private onExpire: (player: string) => void,
  ) {}

  left(player: string): number {
    this.back(player);
    const deadline = Date.now() + this.ms;
    const entry = { deadline, expired: false, timer: setTimeout(() => ((entry.expired = true), this.onExpire(player)), this.ms) };
    this.timers.set(player, entry);
    return this.ms;
  }

  back(player: string): boolean {
    const t = this.timers.get(player);
    if (!t) return false;
    clearTimeout(t.timer);
    this.timers.delete(player);
    return true;
  }

  /** Still away and out of time: the forfeit, queued behind a write, still stands. */
  expired(player: string): boolean {
    return !!this.timers.get(player)?.expired;
  }

  remaining(player: string): number | null {
    const t = this.timers.get(player);
    return t ? Math.max(0, t.deadline - Date.now()) : null;
  }

  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t.timer);
    this.timers.clear();
  }
}
