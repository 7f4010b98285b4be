import type { ServerContext } from './context';

/**
 * Attaches the socket.io namespaces: the lobby and the game node's game sockets.
 * Each part registers its own handlers; this is the one place that lists them.
 */
export async function registerSockets(_ctx: ServerContext): Promise<void> {}
