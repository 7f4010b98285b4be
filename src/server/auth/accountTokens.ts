import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { accountTokens } from '../db/schema';
import { hashSecret, randomSecret, sameHash } from './secrets';

/** Mailed link lifetimes: activation a week, password reset an hour. */
export const LINK_LIFETIME_MS = { activate: 7 * 24 * 3600 * 1000, reset: 3600 * 1000 } as const;
export type LinkKind = keyof typeof LINK_LIFETIME_MS;

/** A one-time link secret for a mail: the row keeps only the hash. */
export async function issueLink(ctx: ServerContext, userId: string, kind: LinkKind) {
  const id = randomUUID();
  const token = randomSecret(24);
  await ctx.db.insert(accountTokens).values({
    id,
    userId,
    kind,
    tokenHash: hashSecret(token),
    expires: new Date(Date.now() + LINK_LIFETIME_MS[kind]),
  });
  return { id, token };
}

/**
 * Uses a link once: the user id when id and token match an unused, unexpired link of that kind,
 * else null. Marking it used is conditional, so two clicks at once cannot both succeed.
 */
export async function consumeLink(ctx: ServerContext, id: string, token: string, kind: LinkKind): Promise<string | null> {
  const [row] = await ctx.db.select().from(accountTokens).where(eq(accountTokens.id, id)).limit(1);
  if (!row || row.kind !== kind || row.usedAt || row.expires.getTime() < Date.now()) return null;
  if (!sameHash(row.tokenHash, hashSecret(token))) return null;
  const used = await ctx.db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return used.length ? row.userId : null;
}
