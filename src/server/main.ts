// First, before any other module loads: stop with a clear message on a Node that package.json "engines" does not list.
import '../../scripts/check-node.mjs';
import { createServer } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const server = await createServer(config);
const url = await server.listen();
server.ctx.log.info({ url, database: server.ctx.database.kind }, 'Emberhall is running');
// Printed plainly too: the README promises the URL on the console.
console.log(`Emberhall is running at ${url}`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.ctx.log.info({ signal }, 'shutting down');
    server
      .close()
      .then(() => process.exit(0))
      .catch((err) => {
        server.ctx.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}
