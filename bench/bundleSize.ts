/**
 * What the browser loads for the lobby route, from the vite build's manifest (dist/client/.vite/
 * manifest.json): the entry and the lobby page's chunk with every chunk they import statically (the
 * ones the page cannot render without; lazy chunks come later, on demand). Shared by bench/bundle.ts,
 * which prints it, and tests/integration/bundle.test.ts, which holds it to a budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

export type RouteSize = { chunks: string[]; raw: number; gzip: number; pixi: string[]; headless: string[] };

export function lobbyRouteSize(dist = path.resolve('dist/client')): RouteSize {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const seen = new Set<string>();
  const walk = (keys: string[]) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      walk(manifest[key].imports ?? []);
    }
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const lobby = Object.keys(manifest).find((k) => k.endsWith('pages/lobby/LobbyPage.tsx'));
  if (!entry || !lobby) throw new Error('the manifest has no entry or no lobby page chunk');
  walk([entry, lobby]);
  const out: RouteSize = { chunks: [...seen].map((k) => manifest[k].file), raw: 0, gzip: 0, pixi: [], headless: [] };
  for (const file of out.chunks) {
    const body = readFileSync(path.join(dist, file));
    out.raw += body.length;
    out.gzip += gzipSync(body, { level: 9 }).length;
    // PixiJS's own marks: its package name in its banner and error texts, and its global namespace.
    const text = body.toString('utf8');
    if (/pixi\.js|PIXI\.|@pixi\//.test(text)) out.pixi.push(file);
    // Headless UI's own mark: the ids and data attributes its components give their elements (headlessui-menu-button-1...).
    if (/headlessui-/.test(text)) out.headless.push(file);
  }
  return out;
}
