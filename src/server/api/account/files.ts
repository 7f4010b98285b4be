import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { Uuid } from '../../../protocol/common';
import { files } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { AccountDeps } from './deps';

/**
 * GET /avatar/{fileId} and /files/{fileId}: uploaded images with the type found from their bytes.
 * A new upload gets a new id, so a file never changes and may be cached for good.
 */
export function fileRoutes(app: FastifyInstance, { ctx }: AccountDeps): void {
  const serve = (kind: 'avatar' | 'background') => async (request: { params: unknown }, reply: import('fastify').FastifyReply) => {
    const { fileId } = request.params as { fileId: string };
    if (!Uuid.safeParse(fileId).success) throw new HttpError(404, 'Not found');
    const [file] = await ctx.db
      .select({ contentType: files.contentType, data: files.data })
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.kind, kind)))
      .limit(1);
    if (!file) throw new HttpError(404, 'Not found');
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  };
  app.get('/avatar/:fileId', serve('avatar'));
  app.get('/files/:fileId', serve('background'));
}
