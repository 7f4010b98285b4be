import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

/**
 * With game nodes on threads (NODE_THREADS), the lobby's thread lowers its own priority once the node
 * threads and the database thread exist (src/server/node/threads/lobbyPriority.ts, issue 19). A file of
 * its own: the nice value stays with this process's thread after the server stops.
 */
/** Each thread of this process by id, with its nice value (Linux: field 19 of /proc/self/task/ID/stat). */
function threadNices(): Map<string, number> {
  return new Map(
    readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The command name, in parentheses, may hold spaces: the fields after it are counted from its end.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [tid, Number(fields[16])] as const;
    }),
  );
}

describe.runIf(process.platform === 'linux')('the lobby thread yields the CPU to the game threads', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emberhall-nice-'));
  let stop: (() => Promise<void>) | null = null;
  const before = getPriority(0);

  afterAll(async () => {
    await stop?.();
    // Root may take the priority back (CI runs as root); elsewhere this file's process simply ends lower.
    try {
      setPriority(0, before);
    } catch {
      /* not permitted */
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the lobby at LOBBY_NICE, and the node threads and the database thread it started at the normal priority', async () => {
    // The process's normal priority, whatever its runner gave it, below the lobby's.
    expect(before).toBeLessThan(8);
    const existing = new Set(threadNices().keys());
    const server = await createServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_THREADS: '2', LOBBY_NICE: '8' }));
    stop = () => server.close();
    await server.listen();
    expect(getPriority(0)).toBe(8);
    const started = [...threadNices()].filter(([tid]) => !existing.has(tid));
    // Two node threads and the PGlite thread at least, with whatever threads they made of their own.
    expect(started.length).toBeGreaterThanOrEqual(3);
    expect(started.map(([, nice]) => nice)).toEqual(started.map(() => before));
  }, 60_000);
});
