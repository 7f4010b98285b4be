import { eq, or, sql } from 'drizzle-orm';
import { readSettings, type Settings, type User } from '../../../protocol/account';
import type { ServerBase } from '../../serverBase';
import { users } from '../../db/schema';
import { avatarPath } from './files';

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

/** Settings as stored, read field by field through the protocol schema: missing or malformed fields get the spec's defaults. */
export function settingsOf(row: UserRow): Settings {
  return readSettings(row.settings);
}

/** The user as they see themself: never the password hash. */
export function toUserView(row: UserRow): User {
  const patreon = row.patreon as { status?: number } | null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    registered: row.registered.toISOString(),
    avatar: avatarPath(row.avatarFile),
    faveColor: row.faveColor,
    disabled: row.disabled,
    verified: row.verified,
    permissions: row.permissions ?? {},
    settings: settingsOf(row),
    blockList: row.blockList ?? [],
    altArts: row.altArts ?? {},
    patreon: typeof patreon?.status === 'number' ? patreon.status : undefined,
    gamesPlayed: row.gamesPlayed,
  };
}
