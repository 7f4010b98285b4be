import { inArray } from 'drizzle-orm';
import { Settings } from '../../protocol/account';
import type { PlayerAlts } from '../node/alts';
import type { ServerBase } from '../serverBase';
import { users } from '../db/schema';

/**
 * The alts each player shows on their own cards: the first alt they hold per card. A player who
 * chose manualAlts picks alts themself in game, so none is applied for them automatically.
 */
export async function altsForPlayers(ctx: ServerBase, usernames: string[]): Promise<PlayerAlts> {
  if (usernames.length === 0) return {};
  const rows = await ctx.db
    .select({ username: users.username, altArts: users.altArts, settings: users.settings })
    .from(users)
    .where(inArray(users.usernameLower, usernames.map((u) => u.toLowerCase())));
  const result: PlayerAlts = {};
  for (const row of rows) {
    const settings = Settings.safeParse(row.settings ?? {});
    if (settings.success && settings.data.optionSettings.manualAlts) continue;
    const chosen = Object.entries(row.altArts ?? {}).flatMap(([stub, alts]) => (alts[0] ? [[stub, alts[0]] as const] : []));
    if (chosen.length) result[row.username] = Object.fromEntries(chosen);
  }
  return result;
}
