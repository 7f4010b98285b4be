import type { FastifyRequest } from 'fastify';
import { assertMayManage } from '../../admin/rank';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';
import { userByName, type UserRow } from '../../users/repo';

/**
 * For /api/account/{username}/...: the bearer must be that user, or hold canManageUsers and every right
 * that user holds (the rank rule: a user manager must not set an administrator's password or email).
 * request.user is only set for a live session (auth/guards.ts), so a removed session stops at once.
 */
export async function requireSelfOrManager(ctx: ServerContext, request: FastifyRequest): Promise<UserRow> {
  const claims = request.user;
  if (!claims) throw new HttpError(401, 'Unauthorized');
  const { username } = request.params as { username: string };
  const self = username.toLowerCase() === claims.username.toLowerCase();
  if (!self && !claims.permissions.canManageUsers) throw new HttpError(403, 'Forbidden');
  const row = await userByName(ctx, username);
  if (!row) throw new HttpError(404, 'User was not found.');
  assertMayManage(request, row);
  return row;
}
