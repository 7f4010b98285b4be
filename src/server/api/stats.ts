import type { FastifyInstance } from 'fastify';
import { ResultsQuery } from '../../protocol/results';
import { requireUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { parseInput } from '../http/errors';
import { gamesElsewhere } from '../results/elsewhere';
import { championStats } from '../results/stats';

/** GET /api/stats?months=&gameType=: the user's record per champion (site-spec Results screen). */
export default async function statsApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/stats', { preHandler: requireUser }, async (request) => {
    const query = parseInput(ResultsQuery, request.query);
    const stats = await championStats(ctx.db, ctx.catalog, request.user!.sub, query);
    const elsewhere = stats.length === 0 ? await gamesElsewhere(ctx.db, request.user!.sub, query, true) : [];
    return { success: true, stats, elsewhere };
  });
}
