import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../auth/guards';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { removeChatMessage } from '../lobby/chat';

const Params = z.object({ id: z.coerce.number().int().min(1) });

/** DELETE /api/messages/{id}: a chat moderator removes a lobby message; every lobby socket gets removemessage. */
export default async function messagesApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.delete('/api/messages/:id', { preHandler: requirePermission('canModerateChat') }, async (request) => {
    const parsed = Params.safeParse(request.params);
    if (!parsed.success) throw new HttpError(400, 'Invalid message id');
    const { id } = parsed.data;
    const ok = await removeChatMessage(ctx, id);
    if (!ok) throw new HttpError(404, 'Message not found');
    return { success: true, id };
  });
}
