import type { AuthResponse } from '../../../protocol/account';
import type { ServerContext } from '../../context';
import { type UserRow } from '../../users/repo';
import { toUserView } from '../../users/view';

/** A short-lived access token naming the user, their permissions and the session it belongs to. */
export function accessTokenFor(ctx: ServerContext, row: UserRow, sessionId: string | undefined): Promise<string> {
  return ctx.tokens.signAccess({ sub: row.id, username: row.username, permissions: row.permissions ?? {}, sid: sessionId });
}

export async function authResponse(ctx: ServerContext, row: UserRow, sessionId: string, refreshToken: string): Promise<AuthResponse> {
  return { success: true, token: await accessTokenFor(ctx, row, sessionId), refreshToken, user: toUserView(row) };
}
