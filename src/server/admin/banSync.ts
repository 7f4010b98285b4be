import { Redis } from 'ioredis';
import { invalidateBanCache, normaliseIp } from '../auth/banlist';
import type { ServerContext } from '../context';
import { requestIp } from './clientIp';

const CHANNEL = 'emberhall:banlist';

export type BanSync = {
  /** The ban list changed (ip was banned, or an entry removed): every process drops its cache now. */
  changed(bannedIp?: string): Promise<void>;
};

const syncs = new WeakMap<ServerContext, BanSync>();

/** Drops the cached list and disconnects this process's sockets from a newly banned address. */
function applyLocally(ctx: ServerContext, bannedIp: string | undefined): void {
  invalidateBanCache(ctx);
  if (!bannedIp) return;
  const ip = normaliseIp(bannedIp);
  for (const socket of ctx.io.sockets.sockets.values()) {
    if (requestIp(socket.request, ctx.config) === ip) socket.disconnect(true);
  }
}

/**
 * Bans take effect at once: the cache of auth/banlist is dropped here, and in cluster mode the change
 * is published over Redis so every lobby process drops its cache and its sockets from that address.
 * One per server context; the subscriber closes with the server.
 */
export function banSync(ctx: ServerContext): BanSync {
  const existing = syncs.get(ctx);
  if (existing) return existing;
  let sync: BanSync;
  if (!ctx.config.redisUrl) {
    sync = { changed: async (ip) => applyLocally(ctx, ip) };
  } else {
    const publisher = new Redis(ctx.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const subscriber = new Redis(ctx.config.redisUrl, { lazyConnect: true });
    subscriber.on('message', (_channel: string, message: string) => {
      const { ip } = JSON.parse(message) as { ip?: string };
      applyLocally(ctx, ip);
    });
    const ready = subscriber.connect().then(() => subscriber.subscribe(CHANNEL));
    ready.catch((err: unknown) => ctx.log.error({ err }, 'ban list subscription failed'));
    ctx.onClose(async () => {
      subscriber.disconnect();
      publisher.disconnect();
    });
    sync = {
      async changed(ip) {
        // Apply here first: this process must not depend on Redis echoing its own message.
        applyLocally(ctx, ip);
        if (publisher.status === 'wait') await publisher.connect();
        await publisher.publish(CHANNEL, JSON.stringify({ ip }));
      },
    };
  }
  syncs.set(ctx, sync);
  return sync;
}
