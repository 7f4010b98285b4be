import { eq, or, sql } from 'drizzle-orm';
import type { ServerBase } from '../serverBase';
import { users } from '../db/schema';

/** The users repository: the queries that find an account. */
export type UserRow = typeof users.$inferSelect;

export async function userById(ctx: ServerBase, id: string): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Usernames are unique regardless of case. */
export async function userByName(ctx: ServerBase, username: string): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.usernameLower, username.toLowerCase())).limit(1);
  return row ?? null;
}

export async function userByNameOrEmail(ctx: ServerBase, name: string): Promise<UserRow | null> {
  const lower = name.toLowerCase();
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(or(eq(users.usernameLower, lower), eq(users.emailLower, lower)))
    .limit(1);
  return row ?? null;
}

export async function countUsers(ctx: ServerBase): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row?.n ?? 0);
}
