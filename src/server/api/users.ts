import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionNames, type Permissions } from '../../protocol/account';
import { SaveAltsRequest, SaveUserRequest, USER_NOT_FOUND } from '../../protocol/admin';
import { applyAltChanges, knownAlt } from '../admin/alts';
import { requireAdmin } from '../admin/guard';
import { assertMayGrant, assertMayManage } from '../admin/rank';
import { revocation } from '../admin/revocation';
import { adminView, linkedAccounts } from '../admin/userView';
import { deleteAllSessions } from '../auth/sessions';
import { userByName, type UserRow } from '../users/repo';
import type { ServerContext } from '../context';
import { users } from '../db/schema';
import { HttpError, parseInput } from '../http/errors';

/** The user named in the path, if the caller may act on them (the rank rule of admin/rank.ts). */
async function target(ctx: ServerContext, request: FastifyRequest): Promise<UserRow> {
  const { username } = request.params as { username: string };
  const row = username.length <= 64 ? await userByName(ctx, username) : null;
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  assertMayManage(request, row);
  return row;
}

/** Only the spec's permission names are kept, and only the true ones (absent means false). */
function cleanPermissions(input: Permissions): Record<string, boolean> {
  return Object.fromEntries(permissionNames.filter((p) => input[p] === true).map((p) => [p, true]));
}

/**
 * User admin (canManageUsers): find a user with their sessions and linked accounts, change their
 * flags, and (with canManagePermissions too) their permissions; clear their sessions.
 * Alt arts (canManageTournaments): read and change the alts a user holds.
 * Every call refuses a target holding a right the caller lacks, and nobody grants a right they lack.
 */
export default async function usersApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const users$ = { preHandler: requireAdmin(ctx, 'canManageUsers') };
  const alts$ = { preHandler: requireAdmin(ctx, 'canManageTournaments') };

  app.get('/api/user/:username', users$, async (request) => {
    const row = await target(ctx, request);
    return { success: true, user: await adminView(ctx, row), linkedAccounts: await linkedAccounts(ctx, row) };
  });

  app.put('/api/user/:username', users$, async (request) => {
    const { userToChange: change } = parseInput(SaveUserRequest, request.body ?? {});
    const row = await target(ctx, request);
    const set: Partial<typeof users.$inferInsert> = {};
    if (change.permissions !== undefined) {
      if (!request.user!.permissions.canManagePermissions) throw new HttpError(403, 'You are not allowed to change permissions');
      const next = cleanPermissions(change.permissions);
      assertMayGrant(request, next);
      // An administrator cannot lock themself out of the permissions screen by accident.
      if (row.id === request.user!.sub && !next.canManagePermissions) {
        throw new HttpError(400, 'You cannot remove your own Permissions Manager permission');
      }
      set.permissions = next;
    }
    if (change.verified !== undefined) set.verified = change.verified;
    if (change.disabled !== undefined) {
      if (row.id === request.user!.sub && change.disabled) throw new HttpError(400, 'You cannot disable your own account');
      set.disabled = change.disabled;
    }
    if (change.faveColor !== undefined) set.faveColor = change.faveColor;
    const [updated] = Object.keys(set).length ? await ctx.db.update(users).set(set).where(eq(users.id, row.id)).returning() : [row];
    // A disabled user is logged out everywhere, as clearSessions asks; either way their sockets go now.
    if (change.clearSessions || change.disabled) await deleteAllSessions(ctx, row.id);
    // New rights (or fewer) reach the user's open sockets now; HTTP reads them on every request anyway.
    else if (set.permissions || set.disabled !== undefined) await revocation(ctx).userChanged(row.id);
    request.log.info({ user: row.username, by: request.user!.username, change }, 'user changed by admin');
    return { success: true, user: await adminView(ctx, updated ?? row) };
  });

  app.delete('/api/user/:username/sessions', users$, async (request) => {
    const row = await target(ctx, request);
    return { success: true, removed: await deleteAllSessions(ctx, row.id) };
  });

  app.get('/api/user/:username/alts', alts$, async (request) => {
    const row = await target(ctx, request);
    return { success: true, username: row.username, altArts: row.altArts ?? {} };
  });

  app.patch('/api/user/:username/alts', alts$, async (request) => {
    const { userToChange: change } = parseInput(SaveAltsRequest, request.body ?? {});
    for (const ref of change.add ?? []) {
      if (!knownAlt(ctx, ref)) throw new HttpError(400, `There is no alt art ${ref.alt} for ${ref.stub}`);
    }
    const row = await target(ctx, request);
    const altArts = applyAltChanges(row.altArts ?? {}, change);
    await ctx.db.update(users).set({ altArts }).where(eq(users.id, row.id));
    return { success: true, username: row.username, altArts };
  });
}
