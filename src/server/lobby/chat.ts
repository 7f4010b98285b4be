import { desc, eq } from 'drizzle-orm';
import type { LobbyMessage } from '../../protocol/sockets';
import { withoutRefused } from '../../protocol/text';
import type { Db } from '../db/client';
import type { ServerBase } from '../serverBase';
import { lobbyMessages } from '../db/schema/games';
import type { LobbyIdentity } from './types';
import { blocks } from './visibility';

export const CHAT_HISTORY = 50;

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
/** A moderator's removal (DELETE /api/messages/{id}): marked deleted, and every lobby socket drops it. */
export async function removeChatMessage(ctx: Pick<ServerBase, 'db' | 'io'>, id: number): Promise<boolean> {
  const rows = await ctx.db.update(lobbyMessages).set({ deleted: true }).where(eq(lobbyMessages.id, id)).returning({ id: lobbyMessages.id });
  if (rows.length > 0) ctx.io.of('/').emit('removemessage', { id });
  return rows.length > 0;
}
