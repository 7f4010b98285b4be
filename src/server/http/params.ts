import type { FastifyInstance } from 'fastify';
import { PathParams } from '../../protocol/params';
import { HttpError } from './errors';

/** Every route's path parameters pass the protocol's text rules before any guard or handler reads them. */
export function installParamRules(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const parsed = PathParams.safeParse(request.params ?? {});
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid path');
  });
}
