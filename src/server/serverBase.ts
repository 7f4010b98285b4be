import type { FastifyBaseLogger } from 'fastify';
import type { Catalog } from './cards/catalog';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { TokenService } from './auth/tokens';
import type { SocketServer } from './socketServer';

/**
 * What the services (lobby, game node, users, decks) are built on: configuration, database, catalogue,
 * tokens, logger, sockets. The ServerContext (context.ts) adds the services themselves; a service takes
 * this base, never the context that holds it, so the layers import downwards only.
 */
export type ServerBase = {
  config: Config;
  database: Database;
  db: Db;
  catalog: Catalog;
  tokens: TokenService;
  log: FastifyBaseLogger;
  io: SocketServer;
  /** Called on shutdown, in reverse order of registration (game nodes flush, timers stop). */
  onClose(fn: () => Promise<void> | void): void;
};
