import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LinkPatreonRequest, PatreonStatus } from '../../protocol/admin';
import { PatreonError, authorizeUrl, linkState, resolvePatron, stateMatches } from '../admin/patreonClient';
import { requireUser } from '../auth/guards';
import { accessTokenFor } from './account/tokens';
import { userById, type UserRow } from '../users/repo';
import { toUserView } from '../users/view';
import type { ServerContext } from '../context';
import { users } from '../db/schema';
import { HttpError, parseInput } from '../http/errors';

/** The callback page the provider sends the user back to; the token exchange must name the same URI. */
function redirectUri(ctx: ServerContext, request: FastifyRequest): string {
  return `${ctx.config.publicUrl ?? `${request.protocol}://${request.host}`}/patreon`;
}

async function caller(ctx: ServerContext, request: FastifyRequest): Promise<UserRow> {
  const row = await userById(ctx, request.user!.sub);
  if (!row || row.disabled) throw new HttpError(401, 'Unauthorized');
  return row;
}

/**
 * Patron linking by OAuth 2 authorization code. Linked = 1, Pledged = 2 in users.patreon.status; a
 * pledge grants isSupporter, and unlinking takes it away unless keepsSupporterWithNoPatreon is set.
 */
export default async function patreonApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const cfg = ctx.config.patreon;

  // Public, so the profile hides the link option when nothing is configured; the state needs a user.
  app.get('/api/account/patreon-config', async (request) => {
    if (!cfg) return { success: true, enabled: false };
    const state = request.user ? linkState(ctx.config.jwtSecret, request.user.sub) : undefined;
    return { success: true, enabled: true, authorizeUrl: authorizeUrl(cfg, redirectUri(ctx, request), state) };
  });

  app.post('/api/account/linkPatreon', { preHandler: requireUser }, async (request) => {
    if (!cfg) throw new HttpError(400, 'Patron linking is not available on this site');
    const input = parseInput(LinkPatreonRequest, request.body ?? {});
    const row = await caller(ctx, request);
    if (input.state !== undefined && !stateMatches(ctx.config.jwtSecret, row.id, input.state)) {
      throw new HttpError(400, 'This link was started by another account');
    }
    let patron: { id: string; pledged: boolean };
    try {
      patron = await resolvePatron(cfg, input.code, redirectUri(ctx, request));
    } catch (err) {
      if (err instanceof PatreonError) throw new HttpError(err.statusCode, err.message);
      throw err;
    }
    const [other] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`${users.patreon}->>'id' = ${patron.id}`, ne(users.id, row.id)))
      .limit(1);
    if (other) throw new HttpError(400, 'That patron account is already linked to another user');

    const status = patron.pledged ? PatreonStatus.Pledged : PatreonStatus.Linked;
    const permissions = { ...(row.permissions ?? {}) };
    if (patron.pledged) permissions.isSupporter = true;
    const [updated] = await ctx.db
      .update(users)
      .set({ patreon: { status, id: patron.id, linkedAt: new Date().toISOString() }, permissions })
      .where(eq(users.id, row.id))
      .returning();
    request.log.info({ user: row.username, status }, 'patron account linked');
    return { success: true, user: toUserView(updated!), status, token: await accessTokenFor(ctx, updated!, request.user!.sid) };
  });

  app.post('/api/account/unlinkPatreon', { preHandler: requireUser }, async (request) => {
    const row = await caller(ctx, request);
    const permissions = { ...(row.permissions ?? {}) };
    if (row.patreon && !permissions.keepsSupporterWithNoPatreon) delete permissions.isSupporter;
    const [updated] = await ctx.db.update(users).set({ patreon: null, permissions }).where(eq(users.id, row.id)).returning();
    return { success: true, user: toUserView(updated!), token: await accessTokenFor(ctx, updated!, request.user!.sid) };
  });
}
