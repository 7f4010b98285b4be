import { banlist } from '../db/schema';
import type { ServerContext } from '../context';

/** The ban list rarely changes and is read on every login, so it is cached briefly in memory. */
const CACHE_MS = 30_000;
const cache = new WeakMap<ServerContext, { at: number; ips: Promise<Set<string>> }>();

/** Drops the cached list; the ban list admin calls this after adding or deleting an entry. */
export function invalidateBanCache(ctx?: ServerContext): void {
  if (ctx) cache.delete(ctx);
  else cacheGeneration++;
}
let cacheGeneration = 0;
const generationOf = new WeakMap<ServerContext, number>();

/** IPv4-mapped IPv6 addresses (::ffff:1.2.3.4) are compared as plain IPv4. */
export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

export async function isBannedIp(ctx: ServerContext, ip: string): Promise<boolean> {
  const now = Date.now();
  let entry = cache.get(ctx);
  if (!entry || now - entry.at > CACHE_MS || generationOf.get(ctx) !== cacheGeneration) {
    const ips = ctx.db
      .select({ ip: banlist.ip })
      .from(banlist)
      .then((rows) => new Set(rows.map((r) => normaliseIp(r.ip))));
    entry = { at: now, ips };
    cache.set(ctx, entry);
    generationOf.set(ctx, cacheGeneration);
    // A failed read must not be cached as "nobody is banned" forever.
    ips.catch(() => cache.delete(ctx));
  }
  return (await entry.ips).has(normaliseIp(ip));
}
