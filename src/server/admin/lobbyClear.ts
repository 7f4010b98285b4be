import { USER_NOT_FOUND } from '../../protocol/admin';
import { userByName } from '../users/repo';
import type { Lobby } from '../lobby/lobby';
import type { LobbyIdentity } from '../lobby/types';
import { outrankedMessage, rightsBeyond } from './rank';

/**
 * The lobby's clearsessions event: drops every other lobby socket of the named user, on every lobby
 * process. Allowed for the user themself, or for a user manager holding every right the user holds
 * (the rank rule, as on /api/user). Returns the refusal, or null.
 */
export async function clearUserSockets(lobby: Lobby, actor: LobbyIdentity, socketId: string, username: string): Promise<string | null> {
  let name = username;
  if (actor.username !== username) {
    if (!actor.permissions.canManageUsers) return 'You are not allowed to do that';
    const row = await userByName(lobby.ctx, username);
    if (!row) return USER_NOT_FOUND;
    const missing = rightsBeyond(actor.permissions, row.permissions);
    if (missing.length) return outrankedMessage(row.username, missing);
    name = row.username;
  }
  // The room spans lobby processes; the asking socket stays.
  lobby.ctx.io.in(`user:${name}`).except(socketId).disconnectSockets(true);
  return null;
}
