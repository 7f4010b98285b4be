import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import { revocation } from '../admin/revocation';
import type { ServerContext } from '../context';
import { sessions } from '../db/schema';
import { hashSecret, randomSecret } from './secrets';

/** A refresh token lives 30 days from its last use; each use rotates it. */
export const REFRESH_TOKEN_DAYS = 30;
const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 3600 * 1000);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Every deletion of sessions goes through this file and ends with this call: access tokens of an ended
 * session are refused by the guard at once, and the user's open lobby sockets are checked again now.
 */
async function ended(ctx: ServerContext, userIds: Iterable<string>): Promise<void> {
  for (const userId of new Set(userIds)) await revocation(ctx).userChanged(userId);
}

/** A new session row for a login; returns its id and the refresh token (only its hash is stored). */
export async function createSession(ctx: ServerContext, userId: string, ip: string) {
  const refreshToken = randomSecret();
  const id = randomUUID();
  await ctx.db.insert(sessions).values({ id, userId, tokenHash: hashSecret(refreshToken), ip, expires: refreshExpiry() });
  return { id, refreshToken };
}

export type RotateResult =
  | { kind: 'ok'; session: SessionRow; refreshToken: string }
  | { kind: 'reused' }
  | { kind: 'invalid' };

/**
 * Trades a refresh token for a new one. A token that was already rotated away means it was copied:
 * the whole session is revoked, so both the thief and the owner must log in again.
 */
export async function rotateSession(ctx: ServerContext, refreshToken: string, ip: string): Promise<RotateResult> {
  const hash = hashSecret(refreshToken);
  const [current] = await ctx.db.select().from(sessions).where(eq(sessions.tokenHash, hash)).limit(1);
  if (!current) {
    const [stale] = await ctx.db
      .select({ id: sessions.id, userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.previousHash, hash))
      .limit(1);
    if (stale) {
      await ctx.db.delete(sessions).where(eq(sessions.id, stale.id));
      await ended(ctx, [stale.userId]);
      ctx.log.warn({ sessionId: stale.id, ip }, 'refresh token reused: session revoked');
      return { kind: 'reused' };
    }
    return { kind: 'invalid' };
  }
  if (current.expires.getTime() < Date.now()) {
    await ctx.db.delete(sessions).where(eq(sessions.id, current.id));
    return { kind: 'invalid' };
  }
  const next = randomSecret();
  // Conditional on the old hash, so two concurrent refreshes cannot both win.
  const [updated] = await ctx.db
    .update(sessions)
    .set({ tokenHash: hashSecret(next), previousHash: hash, ip, lastUsed: new Date(), expires: refreshExpiry() })
    .where(and(eq(sessions.id, current.id), eq(sessions.tokenHash, hash)))
    .returning();
  if (!updated) return { kind: 'invalid' };
  return { kind: 'ok', session: updated, refreshToken: next };
}

export async function sessionExists(ctx: ServerContext, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function listSessions(ctx: ServerContext, userId: string): Promise<SessionRow[]> {
  await ctx.db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expires, new Date())));
  return ctx.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.created));
}

/** Deletes one session of the user; false when it is not theirs or not there. */
export async function deleteSession(ctx: ServerContext, userId: string, sessionId: string): Promise<boolean> {
  const rows = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (rows.length) await ended(ctx, [userId]);
  return rows.length > 0;
}

export async function deleteSessionByToken(ctx: ServerContext, refreshToken: string): Promise<void> {
  const rows = await ctx.db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashSecret(refreshToken)))
    .returning({ userId: sessions.userId });
  await ended(ctx, rows.map((r) => r.userId));
}

/** Every session of the user except keep (after a password change, other devices must log in again). */
export async function deleteOtherSessions(ctx: ServerContext, userId: string, keep: string | null): Promise<void> {
  const rows = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  for (const row of rows) if (row.id !== keep) await ctx.db.delete(sessions).where(eq(sessions.id, row.id));
  await ended(ctx, [userId]);
}

/** Every session of the user (disabled, or cleared by an administrator); how many there were. */
export async function deleteAllSessions(ctx: ServerContext, userId: string): Promise<number> {
  const rows = await ctx.db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  await ended(ctx, [userId]);
  return rows.length;
}
