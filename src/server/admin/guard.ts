import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '../../protocol/account';
import { userById } from '../api/account/users';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';

/**
 * Like requirePermission, but the permission is read again from the database: an access token lives
 * 15 minutes, and an administrator whose rights were taken away (or who was disabled) must lose
 * them at once, not when the token expires. 401 without a token, 403 without the permission.
 */
export function requireAdmin(ctx: ServerContext, permission: Permission) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const claims = request.user;
    if (!claims) throw new HttpError(401, 'Unauthorized');
    if (!claims.permissions[permission]) throw new HttpError(403, 'Forbidden');
    const row = await userById(ctx, claims.sub);
    if (!row || row.disabled) throw new HttpError(401, 'Unauthorized');
    if (!row.permissions?.[permission]) throw new HttpError(403, 'Forbidden');
  };
}

/** The permissions the caller holds now (the database's word, after requireAdmin let them in). */
export async function currentPermissions(ctx: ServerContext, request: FastifyRequest): Promise<Record<string, boolean>> {
  const row = request.user ? await userById(ctx, request.user.sub) : null;
  return row?.permissions ?? {};
}
