import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '../../protocol/account';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';

/**
 * The admin routes' guard. request.user already holds the permissions the database holds now (the
 * guard of auth/guards.ts reads them with the session on every request), so a right taken away, a
 * disabled account or an ended session counts at once. 401 without a live token, 403 without the right.
 * (It takes the context as before, so the callers stay as they are.)
 */
export function requireAdmin(_ctx: ServerContext, permission: Permission) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.user) throw new HttpError(401, 'Unauthorized');
    if (!request.user.permissions[permission]) throw new HttpError(403, 'Forbidden');
  };
}
