import { Redis } from 'ioredis';
import { parseRevocation } from '../../protocol/admin';
import { liveUser } from '../auth/guards';
import type { ServerContext } from '../context';

export type Revocation = {
  /**
   * Something that decides what the user may do changed: a session of theirs ended, they were
   * disabled, or their permissions changed. Every open lobby socket of theirs, in every process, is
   * checked again now: one whose session is gone or whose user is disabled is disconnected, the others
   * take the current permissions and block list. HTTP needs nothing: the guard reads the session on each request.
   */
  userChanged(userId: string): Promise<void>;
};

const revocations = new WeakMap<ServerContext, Revocation>();

/** This process's sockets of the user, checked against the database. */
async function applyLocally(ctx: ServerContext, userId: string): Promise<void> {
  for (const c of [...ctx.lobby.presence.connections.values()]) {
    const u = c.user;
    if (u?.userId !== userId) continue;
    const live = u.sessionId ? await liveUser(ctx, u.sessionId, userId) : null;
    if (!live) {
      c.socket.emit('authfailed');
      c.socket.disconnect(true);
    } else {
      // The same object is the socket's data.user, which other lobby processes read in cluster mode.
      u.permissions = live.permissions;
    }
  }
  await dropGameSocketsIfDisabled(ctx, userId);
  // What the lobby holds of the user besides permissions (the block list), as a new authentication would read it.
  await ctx.lobby.refreshUser(userId);
}

/**
 * A disabled user's game sockets on this process's game nodes go too (in cluster mode, node processes
 * hear the same Redis channel: node/main.ts). The node decides: it checks the flag itself.
 */
async function dropGameSocketsIfDisabled(ctx: ServerContext, userId: string): Promise<void> {
  await Promise.all(ctx.ownNodes.map((n) => n.dropIfDisabled(userId)));
}

/**
 * One per server context. Alone, the change is applied to this process's sockets; in cluster mode it is
 * also published over Redis, so every lobby process checks its own sockets of that user (as banSync.ts
 * does for bans). The subscriber closes with the server.
 */
export function revocation(ctx: ServerContext): Revocation {
  const existing = revocations.get(ctx);
  if (existing) return existing;
  const local = (userId: string) =>
    applyLocally(ctx, userId).catch((err: unknown) => ctx.log.error({ err, userId }, 'revocation check failed'));
  let r: Revocation;
  if (!ctx.config.redisUrl) {
    r = { userChanged: local };
  } else {
    const publisher = new Redis(ctx.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const subscriber = new Redis(ctx.config.redisUrl, { lazyConnect: true });
    subscriber.on('message', (_channel: string, message: string) => {
      const parsed = parseRevocation(message);
      if (parsed) void local(parsed.userId);
    });
    // Under the deployment's prefix, so two sites sharing one Redis do not check each other's sockets.
    const channel = `${ctx.config.redisPrefix}revocation`;
    const ready = subscriber.connect().then(() => subscriber.subscribe(channel));
    ready.catch((err: unknown) => ctx.log.error({ err }, 'revocation subscription failed'));
    ctx.onClose(async () => {
      subscriber.disconnect();
      publisher.disconnect();
    });
    r = {
      async userChanged(userId) {
        // Here first: this process must not depend on Redis echoing its own message.
        await local(userId);
        try {
          if (publisher.status === 'wait') await publisher.connect();
          await publisher.publish(channel, JSON.stringify({ userId }));
        } catch (err) {
          // The change itself is stored and HTTP already refuses; only other processes' sockets wait.
          ctx.log.error({ err, userId }, 'revocation publish failed');
        }
      },
    };
  }
  revocations.set(ctx, r);
  return r;
}
