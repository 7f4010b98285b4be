import type { FastifyInstance } from 'fastify';
import { Uuid } from '../../../protocol/common';
import { deleteSession, listSessions } from '../../auth/sessions';
import { HttpError } from '../../http/errors';
import type { AccountDeps } from './deps';
import { requireSelfOrManager } from './self';

/** The Security screen: a user's refresh-token sessions, each removable. */
export function sessionRoutes(app: FastifyInstance, { ctx }: AccountDeps): void {
  app.get('/api/account/:username/sessions', async (request) => {
    const row = await requireSelfOrManager(ctx, request);
    const rows = await listSessions(ctx, row.id);
    return {
      success: true,
      tokens: rows.map((s) => ({ id: s.id, ip: s.ip, lastUsed: s.lastUsed.toISOString(), current: s.id === request.user?.sid })),
    };
  });

  app.delete('/api/account/:username/sessions/:tokenId', async (request) => {
    const row = await requireSelfOrManager(ctx, request);
    const { tokenId } = request.params as { tokenId: string };
    if (!Uuid.safeParse(tokenId).success || !(await deleteSession(ctx, row.id, tokenId))) {
      throw new HttpError(404, 'Session not found');
    }
    return { success: true, tokenId };
  });
}
