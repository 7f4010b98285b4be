/**
 * Memory kept by refused game connects: N connects to random /game/{id} namespaces (no such game,
 * a made-up token), over one multiplexed socket.io connection. Prints the server's namespace count
 * and heap (after a forced GC) before and after.
 * Usage: npx tsx --expose-gc bench/namespaces.ts [connects=10000]
 */
import { randomUUID } from 'node:crypto';
import { Manager } from 'socket.io-client';
import { startTestServer } from '../tests/support/server';

const N = Number(process.argv[2] ?? 10_000);

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

async function main() {
  const t = await startTestServer('pglite', { LOG_LEVEL: 'error' });
  const io = t.server.ctx.io;
  const manager = new Manager(t.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  // One connect first, so the engine.io connection and its buffers are in the baseline.
  const connectOnce = () =>
    new Promise<void>((resolve) => {
      const s = manager.socket(`/game/${randomUUID()}`, { auth: { token: 'made-up' } });
      const done = () => (s.close(), resolve());
      s.on('connect_error', done);
      s.on('connect', done);
    });
  await connectOnce();
  await new Promise((r) => setTimeout(r, 200));
  const before = { nsps: io._nsps.size, heap: heapMb() };
  const start = Date.now();
  for (let i = 0; i < N; i += 100) await Promise.all(Array.from({ length: Math.min(100, N - i) }, connectOnce));
  const ms = Date.now() - start;
  await new Promise((r) => setTimeout(r, 500));
  const after = { nsps: io._nsps.size, heap: heapMb() };
  console.log(`connects: ${N} in ${(ms / 1000).toFixed(1)} s (gc ${(globalThis as { gc?: unknown }).gc ? 'forced' : 'not exposed'})`);
  console.log(`namespaces: ${before.nsps} -> ${after.nsps}`);
  console.log(`heap used: ${before.heap.toFixed(1)} MB -> ${after.heap.toFixed(1)} MB (${(((after.heap - before.heap) * 2 ** 20) / N).toFixed(0)} B per connect)`);
  manager.engine?.close();
  await t.stop();
  process.exit(0);
}

void main();
