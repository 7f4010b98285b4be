/**
 * A diagnostic for the load bench (LOAD_ZLIB_PROBE=1): counts the permessage-deflate jobs of every copy
 * of `ws` in this process (engine.io's on the server, engine.io-client's in the load workers), how many
 * wait at once and how long each took from being asked to its callback, and prints it every 5 s on
 * stderr. ws runs at most 10 zlib jobs at once per process and a socket's later frames, its pings
 * included, wait behind its own; this tells which side of a run holds that queue.
 */
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';

type Cb = (err: Error | null, data?: Buffer) => void;
type Pmd = { prototype: { compress(d: Buffer, fin: boolean, cb: Cb): void; decompress(d: Buffer, fin: boolean, cb: Cb): void } };

export function installZlibProbe(label: string): void {
  if (!process.env.LOAD_ZLIB_PROBE) return;
  const req = createRequire(import.meta.url);
  const copies = ['engine.io/node_modules/ws', 'engine.io-client/node_modules/ws', 'ws'];
  const stats = { compress: { n: 0, pending: 0, max: 0, waitMs: 0, worst: 0 }, decompress: { n: 0, pending: 0, max: 0, waitMs: 0, worst: 0 } };
  const patched = new Set<unknown>();
  const events = new Map<string, { n: number; bytes: number }>();
  for (const copy of copies) {
    let Pmd: Pmd;
    try {
      // ws exports no subpaths: require the file by its absolute path.
      Pmd = req(path.join(process.cwd(), 'node_modules', copy, 'lib/permessage-deflate.js')) as Pmd;
    } catch {
      continue;
    }
    if (patched.has(Pmd)) continue;
    patched.add(Pmd);
    for (const kind of ['compress', 'decompress'] as const) {
      const orig = Pmd.prototype[kind];
      Pmd.prototype[kind] = function (data: Buffer, fin: boolean, cb: Cb) {
        const s = stats[kind];
        if (kind === 'compress') {
          const head = /^\d+(?:\/[^,]*,)?\d*\["([^"]+)"/.exec(String(typeof data === 'string' ? (data as string).slice(0, 80) : Buffer.from(data).subarray(0, 80)))?.[1] ?? '?';
          const e = (events.get(head) ?? events.set(head, { n: 0, bytes: 0 }).get(head))!;
          e.n++;
          e.bytes += Buffer.byteLength(data);
        }
        const t0 = performance.now();
        s.n++;
        s.max = Math.max(s.max, ++s.pending);
        orig.call(this, data, fin, (err, out) => {
          s.pending--;
          const ms = performance.now() - t0;
          s.waitMs += ms;
          s.worst = Math.max(s.worst, ms);
          cb(err, out);
        });
      };
    }
  }
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  setInterval(() => {
    const line = (['compress', 'decompress'] as const)
      .map((k) => {
        const s = stats[k];
        const out = `${k} ${s.n} jobs, pending max ${s.max} now ${s.pending}, mean ${(s.waitMs / Math.max(1, s.n)).toFixed(1)} ms, worst ${s.worst.toFixed(0)} ms`;
        Object.assign(s, { n: 0, max: s.pending, waitMs: 0, worst: 0 });
        return out;
      })
      .join('; ');
    const top = [...events].sort((a, b) => b[1].n - a[1].n).slice(0, 6).map(([k, v]) => `${k} ${v.n}×${Math.round(v.bytes / v.n)}B`);
    events.clear();
    const lag = `event loop delay p50 ${(loop.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`;
    loop.reset();
    console.error(`zlib probe ${label}: ${lag}; ${line}${top.length ? `; compressed: ${top.join(', ')}` : ''}`);
  }, 5000).unref();
}
