import { inArray } from 'drizzle-orm';
import { readSettings } from '../../protocol/account';
import { OptionSettings } from '../../protocol/game';
import type { ServerBase } from '../serverBase';
import { users } from '../db/schema';

/**
 * Each human player's in-game options (bluff and alert timers, compact layout, left mode) from their
 * saved profile, by username as seated. A row from before a field existed, or a malformed one, reads
 * with the spec's defaults (readSettings), never an error; a name with no row gets the defaults too.
 */
export async function gameOptionsFor(ctx: ServerBase, usernames: string[]): Promise<Record<string, OptionSettings>> {
  const out: Record<string, OptionSettings> = Object.fromEntries(usernames.map((u) => [u, OptionSettings.parse({})]));
  if (usernames.length === 0) return out;
  const rows = await ctx.db
    .select({ usernameLower: users.usernameLower, settings: users.settings })
    .from(users)
    .where(inArray(users.usernameLower, usernames.map((u) => u.toLowerCase())));
  for (const name of usernames) {
    const row = rows.find((r) => r.usernameLower === name.toLowerCase());
    if (row) out[name] = OptionSettings.parse(readSettings(row.settings).optionSettings);
  }
  return out;
}
