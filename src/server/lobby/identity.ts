import { eq } from 'drizzle-orm';
import { avatarPath } from '../users/view';
import { liveClaims } from '../auth/guards';
import type { ServerBase } from '../serverBase';
import { users } from '../db/schema/accounts';
import type { LobbyIdentity } from './types';

/**
 * The user behind an access token, read fresh (block list, permissions); null when the token is
 * invalid, its session has ended or the user is disabled (the same check as every HTTP request).
 */
export async function identify(ctx: ServerBase, token: string | undefined): Promise<LobbyIdentity | null> {
  if (!token) return null;
  const claims = await liveClaims(ctx, token);
  if (!claims?.sid) return null;
  const [row] = await ctx.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!row || row.disabled) return null;
  return {
    userId: row.id,
    sessionId: claims.sid,
    username: row.username,
    permissions: row.permissions,
    blockList: row.blockList,
    avatar: avatarPath(row.avatarFile),
    faveColor: row.faveColor,
    gamesPlayed: row.gamesPlayed,
  };
}
