import Fastify, { type FastifyInstance } from 'fastify';
import { registerApi } from './api';
import { identify } from './auth/guards';
import { createTokenService } from './auth/tokens';
import { loadCatalog } from './cards/catalog';
import type { Config } from './config';
import type { ServerContext } from './context';
import { openDatabase } from './db/client';
import { installBodyRules } from './http/bodies';
import { installParamRules } from './http/params';
import { proxyTrust } from './http/clientAddress';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/errors';
import { BODY_LIMIT } from './http/limits';
import { serveClient } from './http/static';
import { siteOrigin } from './mail/siteOrigin';
import { createLobby } from './lobby';
import { yieldLobbyThread } from './node/threads/lobbyPriority';
import type { ServerBase } from './serverBase';
import { registerSockets } from './sockets';
import { createSocketServer } from './socketServer';

export type EmberhallServer = {
  app: FastifyInstance;
  ctx: ServerContext;
  /** Listens and resolves with the base URL. */
  listen(): Promise<string>;
  /** Stops taking connections, lets requests in flight finish, flushes games, closes the database. */
  close(): Promise<void>;
};

/** Wires configuration, database, API, sockets and the client into one server. Used by main and by tests. */
export async function createServer(config: Config): Promise<EmberhallServer> {
  const app = Fastify({
    logger: { level: config.logLevel, base: { node: config.nodeName } },
    bodyLimit: BODY_LIMIT,
    // Proxy headers count only from the proxies TRUST_PROXY lists (admin/clientIp.ts uses the same rule).
    trustProxy: proxyTrust(config),
    // The spec's literal paths end in a slash at times (/api/banlist/, /api/decks/).
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
    frameworkErrors,
  });
  const log = app.log;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => log.warn({ err }, 'database connection lost while idle'),
  });
  // Cluster mode: this process is a lobby only (no game namespace), and its sockets recover across lobbies.
  const io = createSocketServer(app.server, { recovery: config.cluster });
  const closers: (() => Promise<void> | void)[] = [];
  const base: ServerBase = {
    config,
    database,
    db: database.db,
    catalog: loadCatalog(),
    tokens: createTokenService(config.jwtSecret),
    log,
    io,
    onClose: (fn) => closers.push(fn),
  };
  // The one place the context is made, complete: the services are built on the base, then started by registerSockets.
  const ctx: ServerContext = { ...base, ...createLobby(base) };

  installErrorHandler(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', identify(ctx));
  installBodyRules(app);
  installParamRules(app);
  if (config.smtpUrl && !config.publicUrl) {
    log.warn('PUBLIC_URL is not set: mailed links point at this server\'s own address, which players may not reach');
  }
  await registerApi(app, ctx);
  await registerSockets(ctx);
  await serveClient(app);

  let closing: Promise<void> | null = null;
  return {
    app,
    ctx,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      if (config.nodeThreads > 0 && config.lobbyNice > 0) {
        const yielded = await yieldLobbyThread(config.lobbyNice, config.dataDir);
        if ('error' in yielded) log.warn({ error: yielded.error }, 'the lobby thread could not lower its priority');
      }
      return siteOrigin(config, app.server.address());
    },
    close() {
      closing ??= (async () => {
        io.disconnectSockets(true);
        await new Promise<void>((resolve) => io.close(() => resolve()));
        for (const fn of closers.reverse()) await fn();
        await app.close();
        await database.close();
      })();
      return closing;
    },
  };
}
