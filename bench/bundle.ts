// Prints the gzip size of the JavaScript the lobby route loads (entry + its static imports + the lobby
// page chunk), and checks that none of it is PixiJS. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string };
const dist = path.resolve('dist/client');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const lobby = Object.keys(manifest).find((k) => k.endsWith('pages/lobby/LobbyPage.tsx'))!;
const chunks = [...closure([entry, lobby])];
let raw = 0;
let gz = 0;
let pixi = false;
for (const key of chunks) {
  const body = readFileSync(path.join(dist, manifest[key].file));
  raw += body.length;
  gz += gzipSync(body, { level: 9 }).length;
  if (/pixi\.js|PIXI\./.test(body.toString('utf8'))) pixi = true;
}
console.log(`lobby route JS: ${chunks.length} chunks, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip`);
console.log(`PixiJS in the lobby route: ${pixi ? 'YES (regression)' : 'no'}`);
