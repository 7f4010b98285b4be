import { sql } from 'drizzle-orm';
import type { LeaguePairing } from '../../protocol/results';
import type { Db } from '../db/client';
import { finishedSince, kindCondition } from './filters';
import { num, rows } from './rows';

/** Players who finished a PvP game in this many days are in the pool. */
export const ACTIVE_DAYS = 30;
export const MAX_POOL = 200;

export type LeagueEntry = { username: string; wins: number; losses: number };

/**
 * Pairs players of similar record: sorted by a smoothed win rate ((wins + 1) / (games + 2), so
 * one lucky game does not top the table), then by games played, then by name; neighbours meet.
 * An odd pool leaves the last player with a bye (b null). Pure, so it is unit tested.
 */
export function pairPlayers(pool: LeagueEntry[]): LeaguePairing[] {
  const score = (p: LeagueEntry) => (p.wins + 1) / (p.wins + p.losses + 2);
  const sorted = [...pool].sort(
    (x, y) => score(y) - score(x) || y.wins + y.losses - (x.wins + x.losses) || x.username.localeCompare(y.username),
  );
  const out: LeaguePairing[] = [];
  for (let i = 0; i < sorted.length; i += 2) out.push({ a: sorted[i], b: sorted[i + 1] ?? null });
  return out;
}

/** The pool: registered players active in PvP lately, with their record over that period. */
export async function leaguePool(db: Db, now = new Date()): Promise<{ since: Date; pool: LeagueEntry[] }> {
  const since = new Date(now.getTime() - ACTIVE_DAYS * 86_400_000);
  const found = await rows<{ username: string; wins: unknown; losses: unknown }>(
    db,
    sql`SELECT u.username, count(*) FILTER (WHERE gp.won) AS wins, count(*) FILTER (WHERE NOT gp.won) AS losses
        FROM game_players gp
        JOIN users u ON u.id = gp.user_id
        WHERE ${finishedSince(since)} AND gp.decided AND ${kindCondition('')} AND NOT u.disabled
        GROUP BY u.username
        ORDER BY count(*) DESC, u.username
        LIMIT ${MAX_POOL}`,
  );
  return { since, pool: found.map((r) => ({ username: r.username, wins: num(r.wins), losses: num(r.losses) })) };
}
