// CPU time of the bench's own Chromium processes, read from /proc (Linux): the GPU process, where
// SwiftShader rasterises WebGL and composites the page, holds up under load better than wall time.
import { readFileSync, readdirSync } from 'node:fs';

/** Every descendant process of `root`, named by Chromium's --type= (the browser process: 'browser'). */
export function descendants(root: number): Map<number, string> {
  const kids = new Map<number, number[]>();
  const cmd = new Map<number, string>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const st = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(st.slice(st.lastIndexOf(')') + 2).split(' ')[1]);
      (kids.get(ppid) ?? kids.set(ppid, []).get(ppid)!).push(Number(d));
      cmd.set(Number(d), readFileSync(`/proc/${d}/cmdline`, 'utf8'));
    } catch {
      /* gone */
    }
  }
  const out = new Map<number, string>();
  const walk = (p: number) => {
    for (const k of kids.get(p) ?? []) {
      const m = /--type=([\w-]+)/.exec(cmd.get(k) ?? '');
      out.set(k, m ? m[1] : 'browser');
      walk(k);
    }
  };
  walk(root);
  return out;
}

/** User + system CPU milliseconds so far, summed per process type (assumes 100 clock ticks a second). */
export function cpu(pids: Map<number, string>): Record<string, number> {
  const r: Record<string, number> = {};
  for (const [pid, type] of pids) {
    try {
      const st = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      r[type] = (r[type] ?? 0) + (Number(f[11]) + Number(f[12])) * 10;
    } catch {
      /* gone */
    }
  }
  return r;
}
