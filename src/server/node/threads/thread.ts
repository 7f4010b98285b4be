/**
 * A game node on a thread of its own (config NODE_THREADS, issue 19): the games' per-action work (the
 * engine, every viewer's view and patch, their encoding and compression, the game sockets' writes) runs
 * here, beside the event loop that keeps the lobby, HTTP and the other threads' games. The node listens
 * on its own port, as a cluster node does (node/main.ts), and talks to the lobby through its parent port
 * (threadNode.ts) where a cluster node uses Redis streams.
 */
import { createServer } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Db } from '../../db/client';
import { PGliteLink } from '../../db/pglite/client';
import * as schema from '../../db/schema';
import { createSocketServer } from '../../socketServer';
import { createGameTokens } from '../../auth/tokens';
import { GameNode } from '../gameNode';
import type { Command, FromThread, NodeThreadData, ToThread } from './messages';

const port = parentPort!;
const data = workerData as NodeThreadData;
const tell = (m: FromThread) => port.postMessage(m);

async function main(): Promise<void> {
  const settings = data.settings;
  const log = pino({ level: settings.logLevel, base: { node: data.name } });
  let db: Db;
  let closeDb: () => Promise<void>;
  if (data.dbPort) {
    const link = new PGliteLink(data.dbPort);
    db = drizzle(link as never, { schema }) as unknown as Db;
    closeDb = () => link.close();
  } else {
    const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, onIdleError: (err) => log.warn({ err }, 'database connection lost while idle') });
    db = database.db;
    closeDb = () => database.close();
  }
  const http = createServer((_req, res) => res.writeHead(404).end());
  const io = createSocketServer(http);
  const node: GameNode = new GameNode({
    name: data.name,
    io,
    db,
    log,
    tokens: createGameTokens(data.jwtSecret),
    botDelayMs: settings.botDelayMs,
    botThinkScale: settings.botThinkScale,
    absenceMs: settings.absenceMs,
    clockScale: settings.clockScale,
    onEvent: (event): void => tell({ kind: 'event', event, status: node.status() }),
  });
  // Port 0: the system picks a free one, and the handoff names it (threadNode.ts endpoint).
  await new Promise<void>((resolve) => http.listen(0, settings.host, resolve));
  const address = http.address();
  tell({ kind: 'listening', port: typeof address === 'object' && address ? address.port : 0 });

  const run = async (c: Command): Promise<unknown> => {
    switch (c.cmd) {
      case 'startGame':
        return node.startGame(c.req);
      case 'stopGame':
        return node.stopGame(c.gameId);
      case 'rematchStarted':
        return node.rematchStarted(c.oldGameId, c.newGameId);
      case 'setEnabled':
        node.enabled = c.enabled;
        return;
      case 'restart':
        return node.restart();
      case 'restore':
        return node.restore();
      case 'dropIfDisabled':
        return node.dropIfDisabled(c.userId);
      case 'close':
        io.disconnectSockets(true);
        await node.close();
        await new Promise<void>((resolve) => io.close(() => resolve()));
        await closeDb();
        return;
    }
  };
  port.on('message', (m: ToThread) => {
    run(m).then(
      (value) => tell({ kind: 'answer', id: m.id, ok: true, value, status: node.status() }),
      (err: unknown) => tell({ kind: 'answer', id: m.id, ok: false, error: err instanceof Error ? err.message : String(err), status: node.status() }),
    );
  });
}

main().catch((err: unknown) => tell({ kind: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) }));
