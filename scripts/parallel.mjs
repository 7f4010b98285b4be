// Runs the given npm scripts / commands side by side and fails when any of them fails.
// `npm test` uses it for the steps before vitest (Chromium's install, typecheck, lint, build): on CI's
// fresh 2-core machine the apt download, tsc, eslint and vite wait on different things, and one after
// another they took about three minutes of the suite. Each step's output is printed in one piece when it
// ends, so the log stays readable.
import { spawn } from 'node:child_process';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('usage: node scripts/parallel.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> ${command}: ${status} in ${seconds} s\n${Buffer.concat(out).toString()}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(steps.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
