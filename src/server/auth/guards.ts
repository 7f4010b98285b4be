import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '../../protocol/account';
import { HttpError } from '../http/errors';
import type { AccessClaims, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** Reads the bearer token, if any, into request.user. Runs on every request. */
export function identify(tokens: TokenService) {
  return async (request: FastifyRequest) => {
    const token = bearer(request);
    request.user = token ? await tokens.verifyAccess(token) : null;
  };
}

/** 401 without a valid token: the client then refreshes and retries once. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new HttpError(401, 'Unauthorized');
}

/** 401 without a token, 403 without the permission (the client goes to /unauth). */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.user) throw new HttpError(401, 'Unauthorized');
    if (!request.user.permissions[permission]) throw new HttpError(403, 'Forbidden');
  };
}
