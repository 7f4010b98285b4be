import type { IncomingMessage, ServerResponse } from 'node:http';
import { isBannedIp } from '../auth/banlist';
import type { ServerContext } from '../context';
import { banSync } from './banSync';
import { requestIp } from './clientIp';

export const BANNED_SOCKET = 'Access from your address has been blocked';

/**
 * Refuses socket connections from banned addresses, before any namespace sees them: the engine.io
 * request hook covers the lobby and every game namespace; the lobby's own middleware adds a
 * readable connect_error message. Also starts the ban sync so cluster invalidations are heard.
 */
export function registerBanMiddleware(ctx: ServerContext): void {
  banSync(ctx);
  ctx.io.engine.use((req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => {
    isBannedIp(ctx, requestIp(req, ctx.config)).then(
      (banned) => {
        if (!banned) return next();
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, message: BANNED_SOCKET }));
      },
      (err: unknown) => next(err),
    );
  });
  ctx.io.use((socket, next) => {
    isBannedIp(ctx, requestIp(socket.request, ctx.config)).then(
      (banned) => next(banned ? new Error(BANNED_SOCKET) : undefined),
      (err: unknown) => next(err instanceof Error ? err : new Error('ban check failed')),
    );
  });
}
