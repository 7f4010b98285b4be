import { desc, eq } from 'drizzle-orm';
import type { LobbyMessage } from '../../protocol/sockets';
import { withoutRefused } from '../../protocol/text';
import type { Db } from '../db/client';
import { lobbyMessages } from '../db/schema/games';
import type { LobbyIdentity } from './types';
import { blocks } from './visibility';

export const CHAT_HISTORY = 50;

/** At most this many chat messages (lobby and pending-game chat together) per user per window. */
export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 5000;
export const CHAT_TOO_FAST = 'You are sending messages too quickly. Please wait a few seconds.';

/**
 * A sliding window of each user's accepted chat messages. Refused messages are not counted, so a
 * user who keeps typing gets through again as soon as the window allows. Memory: one entry per
 * user who chatted in the last window; entries are dropped once their window has passed. Counted
 * per lobby process (in cluster mode a user's sockets on two processes get a window on each).
 */
export class ChatLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly burst = CHAT_BURST,
    private readonly windowMs = CHAT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a message and answers true, or answers false (and counts nothing) when over the limit. */
  take(username: string): boolean {
    const now = this.now();
    this.prune(now);
    const recent = this.sent.get(username) ?? [];
    if (recent.length >= this.burst) return false;
    recent.push(now);
    this.sent.set(username, recent);
    return true;
  }

  private prune(now: number): void {
    for (const [user, times] of this.sent) {
      while (times.length && now - times[0] >= this.windowMs) times.shift();
      if (!times.length) this.sent.delete(user);
    }
  }
}

type Row = typeof lobbyMessages.$inferSelect;

/** A stored message as sent; one stored before the text rules may hold a control character, shown as U+FFFD. */
export function toMessage(r: Row): LobbyMessage {
  return { id: r.id, user: { username: r.username, name: r.username }, message: withoutRefused(r.message), time: r.created.toISOString() };
}

/** Blocking hides chat both ways; anonymous visitors see everything not deleted. */
export function canRead(viewer: LobbyIdentity | null, author: { username: string; blockList: string[] }): boolean {
  return !viewer || !blocks(viewer, author);
}

export async function storeMessage(db: Db, user: LobbyIdentity, text: string): Promise<LobbyMessage> {
  const [row] = await db.insert(lobbyMessages).values({ userId: user.userId, username: user.username, message: text }).returning();
  return toMessage(row);
}

/** The last messages, oldest first, with their authors' block lists for filtering per viewer. */
export async function recentMessages(db: Db): Promise<LobbyMessage[]> {
  const rows = await db
    .select()
    .from(lobbyMessages)
    .where(eq(lobbyMessages.deleted, false))
    .orderBy(desc(lobbyMessages.id))
    .limit(CHAT_HISTORY);
  return rows.reverse().map(toMessage);
}

/** Marks a message deleted; false when there was none. */
export async function deleteMessage(db: Db, id: number): Promise<boolean> {
  const rows = await db.update(lobbyMessages).set({ deleted: true }).where(eq(lobbyMessages.id, id)).returning({ id: lobbyMessages.id });
  return rows.length > 0;
}
