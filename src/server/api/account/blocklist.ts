import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { BlockAddRequest } from '../../../protocol/account';
import { revocation } from '../../admin/revocation';
import { users } from '../../db/schema';
import { HttpError, parseInput } from '../../http/errors';
import type { AccountDeps } from './deps';
import { requireSelfOrManager } from './self';
import { userByName } from '../../users/repo';
import { toUserView } from '../../users/view';

const MAX_BLOCKED = 500;

/** The block list: usernames whose games and chat the user does not see. Add and delete return the user. */
export function blocklistRoutes(app: FastifyInstance, { ctx }: AccountDeps): void {
  app.get('/api/account/:username/blocklist', async (request) => {
    const row = await requireSelfOrManager(ctx, request);
    return { success: true, blockList: row.blockList ?? [] };
  });

  app.post('/api/account/:username/blocklist', async (request) => {
    const row = await requireSelfOrManager(ctx, request);
    const input = parseInput(BlockAddRequest, request.body);
    const blocked = await userByName(ctx, input.username);
    if (!blocked) throw new HttpError(404, 'User was not found.');
    if (blocked.id === row.id) throw new HttpError(400, 'You cannot block yourself');
    const list = row.blockList ?? [];
    if (list.some((name) => name.toLowerCase() === blocked.usernameLower)) {
      throw new HttpError(409, 'That user is already on your block list');
    }
    if (list.length >= MAX_BLOCKED) throw new HttpError(400, `You can block at most ${MAX_BLOCKED} users`);
    const [updated] = await ctx.db
      .update(users)
      .set({ blockList: [...list, blocked.username] })
      .where(eq(users.id, row.id))
      .returning();
    // The open lobby follows at once, on every lobby process (the spec's re-authentication, done by the server).
    await revocation(ctx).userChanged(row.id);
    return { success: true, user: toUserView(updated), username: blocked.username };
  });

  app.delete('/api/account/:username/blocklist/:blockedUsername', async (request) => {
    const row = await requireSelfOrManager(ctx, request);
    const { blockedUsername } = request.params as { blockedUsername: string };
    const list = row.blockList ?? [];
    const next = list.filter((name) => name.toLowerCase() !== blockedUsername.toLowerCase());
    if (next.length === list.length) throw new HttpError(404, 'That user is not on your block list');
    const [updated] = await ctx.db.update(users).set({ blockList: next }).where(eq(users.id, row.id)).returning();
    await revocation(ctx).userChanged(row.id);
    return { success: true, user: toUserView(updated) };
  });
}
