import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** GET /api/cards and /api/cards/alts: the catalogue, public, cacheable. */
export default async function cardsApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const cardsBody = JSON.stringify({ success: true, cards: ctx.catalog.cards });
  const altsBody = JSON.stringify({ success: true, alts: ctx.catalog.alts });
  app.get('/api/cards', async (_req, reply) =>
    reply.header('content-type', 'application/json').header('cache-control', 'public, max-age=300').send(cardsBody),
  );
  app.get('/api/cards/alts', async (_req, reply) =>
    reply.header('content-type', 'application/json').header('cache-control', 'public, max-age=300').send(altsBody),
  );
}
