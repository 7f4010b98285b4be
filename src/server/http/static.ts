import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client');

/** Paths owned by the server; an unknown one is a real 404, never the app shell. */
const serverPrefixes = ['/api/', '/socket.io', '/img/', '/avatar/', '/files/'];

/**
 * Serves the built client. Any other GET answers index.html, so client routes survive a reload;
 * hashed assets are cached for a year, the shell never.
 */
export async function serveClient(app: FastifyInstance): Promise<void> {
  const built = existsSync(path.join(clientDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn({ clientDir }, 'client is not built: run npm run build');
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isPage = request.method === 'GET' && !serverPrefixes.some((p) => url.startsWith(p)) && !path.extname(url);
    if (isPage && built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ success: false, message: 'Not found' });
  });
}
