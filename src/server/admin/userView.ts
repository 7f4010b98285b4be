import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AdminUser } from '../../protocol/admin';
import { type UserRow } from '../users/repo';
import { toUserView } from '../users/view';
import type { ServerContext } from '../context';
import { sessions, users } from '../db/schema';

/** The user as the admin sees them: the user view plus their live sessions (id, ip, lastUsed). */
export async function adminView(ctx: ServerContext, row: UserRow): Promise<AdminUser> {
  const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, row.id)).orderBy(asc(sessions.created));
  const now = Date.now();
  return {
    ...toUserView(row),
    tokens: rows
      .filter((s) => s.expires.getTime() > now)
      .map((s) => ({ id: s.id, ip: s.ip, lastUsed: s.lastUsed.toISOString() })),
  };
}

/**
 * Linked accounts: the other users who have had a session from any IP this user's sessions came
 * from; how moderators spot one person behind several accounts.
 */
export async function linkedAccounts(ctx: ServerContext, row: UserRow): Promise<string[]> {
  const ips = await ctx.db
    .selectDistinct({ ip: sessions.ip })
    .from(sessions)
    .where(and(eq(sessions.userId, row.id), ne(sessions.ip, '')));
  if (ips.length === 0) return [];
  const others = await ctx.db
    .selectDistinct({ username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.ip, ips.map((i) => i.ip)), ne(sessions.userId, row.id)));
  return others.map((o) => o.username).sort((a, b) => a.localeCompare(b));
}
