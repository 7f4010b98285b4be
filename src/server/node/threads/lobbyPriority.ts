import { stat } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';

/**
 * With game nodes on threads of their own (NODE_THREADS), the lobby's event loop gives the CPU to them
 * first: it lowers its own thread's scheduling priority (a nice value) once the node threads and the
 * database thread exist. A player's move never passes through the lobby: it goes from the game socket
 * to the node thread, the database thread, libuv's pool (the websocket's deflate) and back. At 1,000
 * games the two cores were full, and the lobby's bursts (players arriving, lists going out) ran
 * alongside the moves: with the lobby at nice 8, a move's update reached the player at p95 in 75-130 ms
 * over three runs instead of 149 (docs/benchmarks.md, issue 19, "What still held a move back at 1,000
 * games"). The lobby still gets every spare cycle; it waits only while the games are busy.
 *
 * Linux gives each thread its own nice value, and `setPriority(0, …)` there changes the calling thread
 * alone; a thread starts with its maker's value. So libuv's pool is made first (its threads are made
 * together, on the first job), at the normal priority, by one small file job; threads made later by
 * the lobby (none today) would run at the lobby's. Elsewhere the call moves the whole process, which
 * keeps the threads equal among themselves: no harm, no gain. A refusal (a system that forbids it) is
 * reported, not fatal.
 */
export async function yieldLobbyThread(nice: number, anyPath: string): Promise<{ nice: number } | { error: string }> {
  await stat(anyPath).catch(() => undefined);
  try {
    setPriority(0, nice);
    return { nice: getPriority(0) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}
