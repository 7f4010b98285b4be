/**
 * Chat: at most 5 messages in any 5 seconds per user, one rule for the lobby (lobby and pending-game chat
 * together, per lobby process) and for each game (players and spectators alike, per game).
 */
export const CHAT_LIMIT = { max: 5, windowMs: 5_000 };
export const CHAT_TOO_FAST = `You are sending messages too quickly: at most ${CHAT_LIMIT.max} in ${CHAT_LIMIT.windowMs / 1000} seconds`;

/**
 * A sliding window of the messages each user got through. A refused message does not count, so a user
 * who keeps typing gets through again as soon as the window allows. Memory: users whose window has
 * passed are dropped whenever someone chats.
 */
export class ChatLimit {
  private sent = new Map<string, number[]>();

  constructor(
    private max = CHAT_LIMIT.max,
    private windowMs = CHAT_LIMIT.windowMs,
  ) {}

  /** Counts a message by `user` at `now`; false (not counted) when it would be one too many. */
  take(user: string, now = Date.now()): boolean {
    for (const [other, times] of this.sent) if (!times.length || now - times[times.length - 1] >= this.windowMs) this.sent.delete(other);
    const recent = (this.sent.get(user) ?? []).filter((t) => now - t < this.windowMs);
    const ok = recent.length < this.max;
    if (ok) recent.push(now);
    if (recent.length) this.sent.set(user, recent);
    return ok;
  }
}
