import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Uuid } from '../../protocol/common';
import { preconCollections } from '../../protocol/decks';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { loadCollections } from '../decks/precons';
import { NO_SUCH_DECK, sharedDeck } from '../decks/repo';
import { sharedView } from '../decks/view';

/**
 * The public deck calls: the share API (what /decks/share/{uuid} shows and what other Emberhall sites
 * fetch to import) and the precon collections. No login needed; nothing private is in them.
 */
export default async function decksSharedApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/decks/share/:uuid', async (request, reply) => {
    const parsed = z.object({ uuid: Uuid }).safeParse(request.params);
    const found = parsed.success ? await sharedDeck(ctx.db, parsed.data.uuid.toLowerCase()) : null;
    if (!found) throw new HttpError(404, NO_SUCH_DECK);
    return reply.header('cache-control', 'no-cache').send({ success: true, deck: sharedView(found.row, found.owner) });
  });

  // Read once: precons are assets shipped with the build.
  const collections = loadCollections(ctx.catalog);
  for (const collection of preconCollections) {
    const body = JSON.stringify({ success: true, decks: collections[collection] });
    app.get(`/api/${collection}-decks`, async (_request, reply) =>
      reply.header('content-type', 'application/json').header('cache-control', 'public, max-age=300').send(body),
    );
  }
}
