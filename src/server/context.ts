import type { FastifyBaseLogger } from 'fastify';
import type { Catalog } from './cards/catalog';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { TokenService } from './auth/tokens';
import type { Lobby } from './lobby/lobby';
import type { SocketServer } from './socketServer';
import type { GameNode } from './node/gameNode';

/** What every part of the server is given: configuration, database, catalogue, tokens, logger, sockets. */
export type ServerContext = {
  config: Config;
  database: Database;
  db: Db;
  catalog: Catalog;
  tokens: TokenService;
  log: FastifyBaseLogger;
  io: SocketServer;
  /** Called on shutdown, in reverse order of registration (game nodes flush, timers stop). */
  onClose(fn: () => Promise<void> | void): void;
  /** Set by registerSockets: the lobby and this process's game node (absent in a lobby-only process). */
  lobby?: Lobby;
  gameNode?: GameNode;
};
