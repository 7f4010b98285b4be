import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The integration project's global setup. The server serves the built client (http/static.ts) and
 * server-basics asks it for the app shell, so on a fresh clone, with no dist/client yet, the client is
 * built once (about 10 s) and `npm run test:integration` works on its own. An existing build is used as is.
 */
export default function buildClientIfMissing(): void {
  if (existsSync(path.join(root, 'dist/client/index.html'))) return;
  console.log('integration tests: dist/client is missing, building the client (vite build)');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
