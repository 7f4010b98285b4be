import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The lowest CPU priority (nice 19). */
const LOWEST = 19;

/**
 * Lowers the calling thread's CPU priority, so a bot's search only takes the time the game node's event
 * loop leaves. On Linux a thread has its own nice value: `/proc/thread-self` names this thread's id and
 * setpriority on that id lowers this thread alone (the event loop's thread keeps its own). Elsewhere, or
 * when the system refuses, the thread keeps its priority (returns false) and the pool works as before.
 */
export function lowerThisThreadPriority(): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, LOWEST);
    return true;
  } catch {
    return false;
  }
}
