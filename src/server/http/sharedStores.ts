import { CappedMap } from 'altcha-lib';
import { Redis } from 'ioredis';
import type { ServerContext } from '../context';

/**
 * The small memories of the HTTP edge (rate-limit counters, failed logins per account, solved captchas):
 * in this process, or, when REDIS_URL is set, in Redis under REDIS_PREFIX, so that every lobby process
 * of a cluster counts and remembers the same things. A Redis error fails the request (a 500) rather
 * than letting it through uncounted.
 */
const clients = new WeakMap<ServerContext, Redis>();

/** The edge's one Redis connection, opened on first use and closed with the server; null without REDIS_URL. */
export function edgeRedis(ctx: ServerContext): Redis | null {
  if (!ctx.config.redisUrl) return null;
  let client = clients.get(ctx);
  if (!client) {
    const redis = new Redis(ctx.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    redis.on('error', (err: Error) => ctx.log.warn({ err }, 'edge Redis connection failed'));
    ctx.onClose(() => redis.disconnect());
    clients.set(ctx, redis);
    client = redis;
  }
  return client;
}

/** Counts events per key in a window that starts with the first event and lasts windowMs. */
export type WindowCounter = {
  count(key: string): Promise<number>;
  add(key: string): Promise<number>;
  clear(key: string): Promise<void>;
};

const MEMORY_KEYS = 50_000;

export function windowCounter(ctx: ServerContext, name: string, windowMs: number): WindowCounter {
  const redis = edgeRedis(ctx);
  if (redis) {
    const k = (key: string) => `${ctx.config.redisPrefix}${name}:${key}`;
    return {
      count: async (key) => Number((await redis.get(k(key))) ?? 0),
      async add(key) {
        // One transaction: the window's expiry is set by whichever process counts first.
        const results = await redis.multi().set(k(key), 0, 'PX', windowMs, 'NX').incr(k(key)).exec();
        const [err, value] = results?.[1] ?? [new Error('transaction discarded'), 0];
        if (err) throw err;
        return Number(value);
      },
      clear: async (key) => void (await redis.del(k(key))),
    };
  }
  const windows = new Map<string, { count: number; ends: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.ends <= Date.now()) windows.delete(key);
    return w && w.ends > Date.now() ? w : undefined;
  };
  return {
    count: async (key) => live(key)?.count ?? 0,
    async add(key) {
      const w = live(key) ?? { count: 0, ends: Date.now() + windowMs };
      w.count++;
      windows.set(key, w);
      // Bounded: the oldest windows go first (a Map iterates in insertion order).
      for (const old of windows.keys()) {
        if (windows.size <= MEMORY_KEYS) break;
        windows.delete(old);
      }
      return w.count;
    },
    clear: async (key) => void windows.delete(key),
  };
}

/** Remembers keys for a while; claim is true only the first time a key is seen in that time. */
export type OnceStore = { claim(key: string, ttlMs: number): Promise<boolean> };

export function onceStore(ctx: ServerContext, name: string): OnceStore {
  const redis = edgeRedis(ctx);
  if (redis) {
    return { claim: async (key, ttlMs) => (await redis.set(`${ctx.config.redisPrefix}${name}:${key}`, 1, 'PX', ttlMs, 'NX')) === 'OK' };
  }
  return memoryOnceStore();
}

/** In this process: the oldest keys are forgotten when full (what they guard expires anyway). */
export function memoryOnceStore(): OnceStore {
  const seen = new CappedMap<string, true>({ maxSize: MEMORY_KEYS });
  return { claim: async (key) => seen.setIfAbsent(key, true) };
}
