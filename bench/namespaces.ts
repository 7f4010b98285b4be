/**
 * Memory kept by refused game connects: N connects to random /game/{id} namespaces (no such game,
 * a made-up token), 100 at a time over one multiplexed socket.io connection per batch (closed after
 * it, so the client's own cache of sockets per namespace is not counted). Prints the server's
 * namespace count and heap (after a forced GC) before and after; client and server share the process.
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
  const connectOnce = (manager: Manager) =>
    new Promise<void>((resolve) => {
      const s = manager.socket(`/game/${randomUUID()}`, { auth: { token: 'made-up' } });
      const done = () => (s.close(), resolve());
      s.on('connect_error', done);
      s.on('connect', done);
    });
  const batch = async (size: number) => {
    const manager = new Manager(t.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    await Promise.all(Array.from({ length: size }, () => connectOnce(manager)));
    manager.engine?.close();
  };
  // One batch first, so whatever the first connection allocates once is in the baseline.
  await batch(100);
  await new Promise((r) => setTimeout(r, 200));
  const before = { nsps: io._nsps.size, heap: heapMb() };
  const start = Date.now();
  for (let i = 0; i < N; i += 100) await batch(Math.min(100, N - i));
  const ms = Date.now() - start;
  await new Promise((r) => setTimeout(r, 500));
  const after = { nsps: io._nsps.size, heap: heapMb() };
  console.log(`connects: ${N} in ${(ms / 1000).toFixed(1)} s (gc ${(globalThis as { gc?: unknown }).gc ? 'forced' : 'not exposed'})`);
  console.log(`namespaces: ${before.nsps} -> ${after.nsps}`);
  console.log(`heap used: ${before.heap.toFixed(1)} MB -> ${after.heap.toFixed(1)} MB (${(((after.heap - before.heap) * 2 ** 20) / N).toFixed(0)} B per connect)`);
  await t.stop();
  process.exit(0);
}

void main();
