import type { FastifyRequest } from 'fastify';
import { sessionExists } from '../../auth/sessions';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';
import { userByName, type UserRow } from './users';

/**
 * For /api/account/{username}/...: the bearer must be that user (or hold canManageUsers), and the
 * session behind the token must still exist, so a removed session stops working at once.
 */
export async function requireSelfOrManager(ctx: ServerContext, request: FastifyRequest): Promise<UserRow> {
  const claims = request.user;
  if (!claims) throw new HttpError(401, 'Unauthorized');
  if (claims.sid && !(await sessionExists(ctx, claims.sid, claims.sub))) throw new HttpError(401, 'Unauthorized');
  const { username } = request.params as { username: string };
  const self = username.toLowerCase() === claims.username.toLowerCase();
  if (!self && !claims.permissions.canManageUsers) throw new HttpError(403, 'Forbidden');
  const row = await userByName(ctx, username);
  if (!row) throw new HttpError(404, 'User was not found.');
  return row;
}
