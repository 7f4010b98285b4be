// `npm run statecharts`: writes every machine's visualizer JSON and Mermaid diagram to
// docs/statecharts/ (see statecharts/export.ts). The export test keeps them current.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportFiles } from '../statecharts/export';
import { machines } from '../statecharts/index';

const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'statecharts');
mkdirSync(outDir, { recursive: true });

const files = exportFiles(machines);
// Drop diagrams of machines that no longer exist.
for (const name of readdirSync(outDir)) {
  if (!(name in files)) rmSync(join(outDir, name));
}
for (const [name, text] of Object.entries(files)) {
  writeFileSync(join(outDir, name), text);
}
console.log(`wrote ${Object.keys(files).length} files to ${outDir}`);
