import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { altArtSvg } from './altArt';

/** GET /img/alts/{alt}.svg: alt-art card images, drawn from the catalogue and cached by browsers. */
export default async function altArtApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const byAlt = new Map(ctx.catalog.alts.map((a) => [a.alt, a]));
  const cards = new Map(ctx.catalog.cards.map((c) => [c.stub, c]));
  app.get('/img/alts/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const alt = file.endsWith('.svg') ? byAlt.get(file.slice(0, -4)) : undefined;
    if (!alt) throw new HttpError(404, 'Not found');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(altArtSvg(alt, cards.get(alt.stub)));
  });
}
