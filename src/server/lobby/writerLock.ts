import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Frees the lock only for its holder, and wakes one waiting process (at most one wake-up is kept). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  redis.call('del', KEYS[1])
  if redis.call('llen', KEYS[2]) == 0 then redis.call('rpush', KEYS[2], 1) end
  redis.call('pexpire', KEYS[2], ARGV[2])
  return 1
end
return 0`;

/** The longest a waiter sleeps on the wake list before trying again (a wake-up taken by a process that died). */
const MAX_WAIT_MS = 1000;

/**
 * The cluster's one-writer lock for lobby changes, without polling: the lock is a key taken with
 * SET NX PX (its lease ends it if the holder dies), and a process that finds it taken blocks on a wake
 * list (BLPOP) that the holder's release pushes to, for at most the lease's remaining time. Waiters are
 * woken one by one, in the order they started waiting (Redis serves BLPOP first come, first served).
 * The blocking reads use a connection of their own (`blocking`), one per lobby process: a process's
 * writes are already one at a time.
 */
export class WriterLock {
  constructor(
    private redis: Redis,
    private blocking: Redis,
    private key: string,
    private wakeKey: string,
    private leaseMs: number,
  ) {}

  /** Takes the lock; resolves with the token that releases it. */
  async acquire(deadlineMs: number): Promise<string> {
    const token = randomUUID();
    const deadline = Date.now() + deadlineMs;
    while (!(await this.redis.set(this.key, token, 'PX', this.leaseMs, 'NX'))) {
      if (Date.now() > deadline) throw new Error('lobby lock not acquired');
      const left = await this.redis.pttl(this.key);
      // -2: released meanwhile, try again at once; else wait for a release, or the lease's end.
      if (left === -2) continue;
      const waitMs = Math.max(10, Math.min(left > 0 ? left : MAX_WAIT_MS, MAX_WAIT_MS, deadline - Date.now()));
      await this.blocking.blpop(this.wakeKey, waitMs / 1000);
    }
    return token;
  }

  async release(token: string): Promise<void> {
    await this.redis.eval(RELEASE, 2, this.key, this.wakeKey, token, String(this.leaseMs));
  }
}
