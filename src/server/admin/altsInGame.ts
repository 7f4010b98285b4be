import { inArray } from 'drizzle-orm';
import { Settings } from '../../protocol/account';
import type { ServerContext } from '../context';
import { users } from '../db/schema';

/** Per player: card stub to the alt shown for it. */
export type PlayerAlts = Record<string, Record<string, string>>;

/**
 * The alts each player shows on their own cards: the first alt they hold per card. A player who
 * chose manualAlts picks alts themself in game, so none is applied for them automatically.
 */
export async function altsForPlayers(ctx: ServerContext, usernames: string[]): Promise<PlayerAlts> {
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

type Node = Record<string, unknown>;

/**
 * A game view with each face-up card of a player who holds an alt for it drawn with the alt's image.
 * Walks the view generically (any object with owner, stub and imageUrl), so it needs nothing of the
 * view's layout and leaves every other field alone. Returns a new view; the input is not changed.
 */
export function withAlts<T>(view: T, alts: PlayerAlts): T {
  if (Object.keys(alts).length === 0) return view;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const node = value as Node;
    const out: Node = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v);
    const owner = typeof node.owner === 'string' ? node.owner : null;
    const stub = typeof node.stub === 'string' ? node.stub : null;
    const alt = owner && stub ? alts[owner]?.[stub] : undefined;
    if (alt && node.facedown !== true && 'imageUrl' in node) {
      out.imageUrl = `/img/alts/${alt}.svg`;
      out.imageStub = alt;
    }
    return out;
  };
  return walk(view) as T;
}
