import type { FastifyInstance } from 'fastify';

export type Route = { method: string; path: string };

/**
 * Every route of the fastify app, read from printRoutes' tree (so a route added anywhere is fuzzed
 * without touching the suite). Each line is `<indent>├── <segment> (<METHODS>)`; a line's full path
 * is its ancestors' segments joined. HEAD is left out (it is GET without a body).
 */
export function listRoutes(app: FastifyInstance): Route[] {
  return parseRouteTree(app.printRoutes({ commonPrefix: false }));
}

export function parseRouteTree(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^(.*?)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = Math.round(m[1].length / 4);
    stack.length = depth;
    stack[depth] = m[2];
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(',').map((x) => x.trim()).filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}
