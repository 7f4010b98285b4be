import type { ClockMessage } from '../../protocol/sockets';

/** A chess clock per player: only the awaited player's clock runs; at zero, onFlag(player). */
export class ChessClock {
  private remaining = new Map<string, number>();
  private running: string | null = null;
  private since = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    players: string[],
    minutes: number,
    private onFlag: (player: string) => void,
  ) {
    for (const p of players) this.remaining.set(p, minutes * 60_000);
  }

  /** The awaited player changed (or not): charge the elapsed time, run the new one's clock. */
  run(player: string | null, now = Date.now()): void {
    if (this.running) this.remaining.set(this.running, Math.max(0, (this.remaining.get(this.running) ?? 0) - (now - this.since)));
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = player && this.remaining.has(player) ? player : null;
    this.since = now;
    if (this.running) {
      const who = this.running;
      this.timer = setTimeout(() => this.onFlag(who), this.remaining.get(who) ?? 0);
    }
  }

  message(now = Date.now()): ClockMessage {
    const remaining: Record<string, number> = {};
    for (const [p, ms] of this.remaining) remaining[p] = p === this.running ? Math.max(0, ms - (now - this.since)) : ms;
    return { remaining, running: this.running, at: now };
  }

  stop(): void {
    this.run(null);
  }
}

/** Absence: a player gone from a running game loses after `ms`, unless they come back. */
export class AbsenceWatch {
  private timers = new Map<string, { timer: NodeJS.Timeout; deadline: number }>();

  constructor(
    private ms: number,
    private onExpire: (player: string) => void,
  ) {}

  left(player: string): number {
    this.back(player);
    const deadline = Date.now() + this.ms;
    this.timers.set(player, { timer: setTimeout(() => this.onExpire(player), this.ms), deadline });
    return this.ms;
  }

  back(player: string): boolean {
    const t = this.timers.get(player);
    if (!t) return false;
    clearTimeout(t.timer);
    this.timers.delete(player);
    return true;
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
