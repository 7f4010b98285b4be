import { isIP } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BanlistAddRequest, IP_ALREADY_BANNED, IP_INVALID, type BanlistEntry } from '../../protocol/admin';
import { normaliseIp } from '../auth/banlist';
import { banSync } from '../admin/banSync';
import { requireAdmin } from '../admin/guard';
import type { ServerContext } from '../context';
import { banlist } from '../db/schema';
import { HttpError, parseInput } from '../http/errors';

type BanRow = typeof banlist.$inferSelect;
const toEntry = (row: BanRow): BanlistEntry => ({ id: row.id, ip: row.ip, added: row.added.toISOString(), user: row.addedBy });

/** A single IPv4 or IPv6 address, in the form request.ip reports it (so the login check matches). */
function canonicalIp(input: string): string {
  const ip = normaliseIp(input.trim());
  if (!isIP(ip)) throw new HttpError(400, IP_INVALID);
  return isIP(ip) === 6 ? ip.toLowerCase() : ip;
}

/** The ban list admin (canManageBanlist): list, add and delete; every change applies at once. */
export default async function banlistApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const guard = { preHandler: requireAdmin(ctx, 'canManageBanlist') };
  const sync = banSync(ctx);

  app.get('/api/banlist', guard, async () => {
    const rows = await ctx.db.select().from(banlist).orderBy(asc(banlist.added), asc(banlist.id));
    return { success: true, banlist: rows.map(toEntry) };
  });

  app.post('/api/banlist', guard, async (request) => {
    const ip = canonicalIp(parseInput(BanlistAddRequest, request.body ?? {}).ip);
    const [row] = await ctx.db
      .insert(banlist)
      .values({ ip, addedBy: request.user!.username })
      .onConflictDoNothing({ target: banlist.ip })
      .returning();
    if (!row) throw new HttpError(400, IP_ALREADY_BANNED);
    await sync.changed(ip);
    request.log.info({ ip, by: request.user!.username }, 'ip banned');
    return { success: true, entry: toEntry(row) };
  });

  app.delete('/api/banlist/:id', guard, async (request) => {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) throw new HttpError(404, 'Ban list entry not found');
    const [row] = await ctx.db.delete(banlist).where(eq(banlist.id, id)).returning();
    if (!row) throw new HttpError(404, 'Ban list entry not found');
    await sync.changed();
    request.log.info({ ip: row.ip, by: request.user!.username }, 'ip unbanned');
    return { success: true, id };
  });
}
