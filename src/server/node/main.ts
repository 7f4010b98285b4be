/**
 * A game node process (`npm run node`, cluster mode): hosts games on its own port, registered in
 * Redis for the lobby processes, records in PostgreSQL. It needs REDIS_URL, DATABASE_URL, the
 * lobbies' JWT_SECRET (to check handoff tokens), NODE_NAME (unique and kept across restarts: a
 * restarted node brings back its running games by name), PORT and NODE_ADDRESS (where players reach it).
 */
// First, before any other module loads: stop with a clear message on a Node that package.json "engines" does not list.
import '../../../scripts/check-node.mjs';
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import pino from 'pino';
import { parseRevocation } from '../../protocol/admin';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createSocketServer } from '../socketServer';
import { GameNode } from './gameNode';
import { createGameTokens } from '../auth/tokens';
import { clusterKeys } from './cluster/keys';
import { NodeAgent } from './cluster/nodeAgent';

const config = loadConfig();
if (!config.redisUrl || !config.databaseUrl || !process.env.JWT_SECRET) {
  console.error('A game node process needs REDIS_URL, DATABASE_URL and the lobbies\' JWT_SECRET.');
  process.exit(2);
}
const log = pino({ level: config.logLevel, base: { node: config.nodeName } });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (err) => log.warn({ err }, 'database connection lost while idle'),
});
const http = createServer((_req, res) => {
  res.writeHead(404).end();
});
const io = createSocketServer(http);
const keys = clusterKeys(config.redisPrefix);
const pub = new Redis(config.redisUrl);
// A subscriber connection (revocation) answers no ready check once subscribed.
const sub = new Redis(config.redisUrl, { enableReadyCheck: false });
// eslint-disable-next-line prefer-const -- the node's events need the agent, the agent needs the node
let agent: NodeAgent;
const node = new GameNode({
  name: config.nodeName,
  io,
  db: database.db,
  log,
  tokens: createGameTokens(config.jwtSecret),
  botDelayMs: config.botDelayMs,
  botThinkScale: config.botThinkScale,
  absenceMs: config.absenceSeconds * 1000,
  clockScale: config.clockScale,
  onEvent: (e) => agent.publish(e),
});
await new Promise<void>((resolve) => http.listen(config.port, config.host, resolve));
const address = http.address();
const port = typeof address === 'object' && address ? address.port : config.port;
agent = new NodeAgent(pub, keys, node, { address: config.nodeAddress, port }, (err) => log.error({ err }, 'cluster stream failed'));
// Revocation (admin/revocation.ts publishes it): a user disabled on any lobby loses their game sockets here.
const revocationChannel = `${config.redisPrefix}revocation`;
await sub.subscribe(revocationChannel);
sub.on('message', (channel: string, raw: string) => {
  if (channel !== revocationChannel) return;
  const message = parseRevocation(raw);
  if (message) node.dropIfDisabled(message.userId).catch((err: unknown) => log.error({ err }, 'revocation check failed'));
});
// Games this node was running when it stopped come back from the stored action log first.
const restored = await node.restore();
await agent.start();
log.info({ port, restored }, 'game node is running');
console.log(`Game node ${config.nodeName} is running on ${config.nodeAddress}:${port} (${restored} games restored)`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      await agent.stop();
      io.disconnectSockets(true);
      await node.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      pub.disconnect();
      sub.disconnect();
      await database.close();
      process.exit(0);
    })();
  });
}
