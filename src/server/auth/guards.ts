import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '../../protocol/account';
import type { ServerBase } from '../serverBase';
import { sessions, users } from '../db/schema/accounts';
import { HttpError } from '../http/errors';
import type { AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer as the database says now: its live session, current name and current permissions. */
    user: AccessClaims | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

export type LiveUser = { username: string; permissions: Record<string, boolean> };

/**
 * The user behind a session, read now: null when the session was removed (logout, removal, a new
 * password, clearing) or has expired, or the user is disabled. One indexed read joining the session
 * to its user; it is what makes a revocation take effect on the very next request, in every process.
 */
export async function liveUser(ctx: ServerBase, sessionId: string, userId: string): Promise<LiveUser | null> {
  const [row] = await ctx.db
    .select({ username: users.username, permissions: users.permissions, disabled: users.disabled })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expires, new Date())))
    .limit(1);
  return row && !row.disabled ? { username: row.username, permissions: row.permissions ?? {} } : null;
}

/** A token's claims with the name and permissions the database holds now; null when revoked. */
export async function liveClaims(ctx: ServerBase, token: string): Promise<AccessClaims | null> {
  const claims = await ctx.tokens.verifyAccess(token);
  // Every token the server signs names its session; one that does not cannot be revoked, so it counts for nothing.
  if (!claims?.sid) return null;
  const user = await liveUser(ctx, claims.sid, claims.sub);
  return user && { ...claims, username: user.username, permissions: user.permissions };
}

/**
 * Reads the bearer token, if any, into request.user. Runs on every request. The token's own
 * permission claims are never trusted: they are what the user held when it was signed.
 */
export function identify(ctx: ServerBase) {
  return async (request: FastifyRequest) => {
    const token = bearer(request);
    request.user = token ? await liveClaims(ctx, token) : null;
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
