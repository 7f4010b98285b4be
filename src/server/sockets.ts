import { registerBanMiddleware } from './admin/banMiddleware';
import type { ServerContext } from './context';
import { registerLobby } from './lobby';

/**
 * Attaches the socket.io namespaces: the lobby ('/') and the game node's game sockets ('/game/{id}').
 * Each part registers its own handlers; this is the one place that lists them.
 */
export async function registerSockets(ctx: ServerContext): Promise<void> {
  registerBanMiddleware(ctx); // first: banned addresses never reach a namespace
  await registerLobby(ctx);
}
