import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ChatMessage } from '../../protocol/game';
import { ReportQuery, ResultsQuery } from '../../protocol/results';
import { requireUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { parseInput } from '../http/errors';
import { readableGame } from '../results/access';
import { gamesElsewhere } from '../results/elsewhere';
import { listGames } from '../results/games';
import { leaguePool, pairPlayers } from '../results/pairings';
import { matchupReport } from '../results/report';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The game history (site-spec 7): the user's games, a matchup report, league pairings and a
 * finished game's chat. docs/protocol.md "Results and replays" describes each answer.
 */
export default async function gamesApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/games', { preHandler: requireUser }, async (request) => {
    const query = parseInput(ResultsQuery, request.query);
    const list = await listGames(ctx.db, request.user!.sub, query);
    const elsewhere = list.total === 0 ? await gamesElsewhere(ctx.db, request.user!.sub, query, false) : [];
    return { success: true, ...list, elsewhere };
  });

  app.get('/api/games/report/:id', { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const query = parseInput(ReportQuery, request.query);
    return { success: true, report: await matchupReport(ctx.db, ctx.catalog, request.user!.sub, id, query) };
  });

  app.get('/api/league/pairings', { preHandler: requireUser }, async () => {
    const { since, pool } = await leaguePool(ctx.db);
    return { success: true, since: since.toISOString(), pairings: pairPlayers(pool) };
  });

  // No guard: a public game's chat is readable logged out; readableGame decides.
  app.get('/api/game/:id/chat', async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const game = await readableGame(ctx.db, id, request.user);
    // Old or hand-written rows may hold lines the protocol no longer knows; they are skipped, not fatal.
    const messages = game.chat.flatMap((m) => {
      const parsed = ChatMessage.safeParse(m);
      return parsed.success ? [parsed.data] : [];
    });
    return { success: true, gameId: game.id, label: game.label, messages };
  });
}
