import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ReplayShareBody } from '../../protocol/results';
import { requireUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { replays } from '../db/schema/games';
import { HttpError, parseInput } from '../http/errors';
import { PLAYERS_ONLY, readableGame } from '../results/access';

const IdParams = z.object({ id: z.string().min(1).max(64) });
export const NO_REPLAY = 'No replay was saved for this game';

/**
 * A finished game's replay (site-spec 7, board-spec 7). The stored bytes are already the
 * deflate-compressed ReplayFile, so they go out as they are, as a download named {gameId}.replay;
 * the client inflates them with fflate. Sharing makes a private game's replay (and chat) public.
 */
export default async function replaysApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const download = async (request: { params: unknown; user: Parameters<typeof readableGame>[2] }, reply: import('fastify').FastifyReply) => {
    const { id } = parseInput(IdParams, request.params);
    const game = await readableGame(ctx.db, id, request.user);
    const [row] = await ctx.db.select({ data: replays.data }).from(replays).where(eq(replays.gameId, game.id));
    if (!row) throw new HttpError(404, NO_REPLAY);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${game.id}.replay"`)
      // A replay never changes once written; private ones must not sit in shared caches.
      .header('cache-control', game.isPublic ? 'public, max-age=3600' : 'private, max-age=3600')
      .send(Buffer.from(row.data));
  };
  app.get('/api/game/:id/replay', download);

  app.patch('/api/game/:id/replay', { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { isPublic } = parseInput(ReplayShareBody, request.body);
    const game = await readableGame(ctx.db, id, request.user);
    if (!game.isPlayer) throw new HttpError(403, PLAYERS_ONLY);
    if (game.replayPublic === null) throw new HttpError(404, NO_REPLAY);
    await ctx.db.update(replays).set({ isPublic }).where(eq(replays.gameId, game.id));
    return { success: true, gameId: game.id, isPublic };
  });
}
