import { registerBanMiddleware } from './admin/banMiddleware';
import type { ServerContext } from './context';

/**
 * Attaches the socket.io namespaces: the lobby and the game node's game sockets.
 * Each part registers its own handlers; this is the one place that lists them.
 */
export async function registerSockets(ctx: ServerContext): Promise<void> {
  registerBanMiddleware(ctx);
}
