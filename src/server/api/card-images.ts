import type { FastifyInstance } from 'fastify';
import { cardById } from '../../engine/catalog';
import { renderCardSvg } from '../cards/art';

/** GET /img/cards/{id}.svg and /img/cards/{id}-square.svg: generated card art, cached for a day. */
const cache = new Map<string, string>();

export default async function cardImages(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/img/cards/:file', async (req, reply) => {
    const m = /^([a-z0-9-]+?)(-square)?\.svg$/.exec(req.params.file);
    const card = m ? cardById[m[1]] : undefined;
    if (!m || !card) return reply.code(404).send({ success: false, message: 'No such card image' });
    const key = req.params.file;
    let svg = cache.get(key);
    if (!svg) {
      svg = renderCardSvg(card, m[2] ? 'square' : 'normal');
      cache.set(key, svg);
    }
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
