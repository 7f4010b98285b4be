import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { users } from '../db/schema/accounts';
import type { LobbyIdentity } from './types';

/** The user behind an access token, read fresh (block list, permissions); null when invalid or disabled. */
export async function identify(ctx: ServerContext, token: string | undefined): Promise<LobbyIdentity | null> {
  if (!token) return null;
  const claims = await ctx.tokens.verifyAccess(token);
  if (!claims) return null;
  const [row] = await ctx.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!row || row.disabled) return null;
  return {
    userId: row.id,
    username: row.username,
    permissions: row.permissions,
    blockList: row.blockList,
    avatar: row.avatarFile ? `/api/files/${row.avatarFile}` : null,
    faveColor: row.faveColor,
    gamesPlayed: row.gamesPlayed,
  };
}
