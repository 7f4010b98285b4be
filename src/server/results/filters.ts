import { sql, type SQL } from 'drizzle-orm';
import type { ResultGameType } from '../../protocol/results';

/**
 * The start of a results period: `months` calendar months before `now` (UTC), or null for all
 * games. A game finished exactly at the start is inside the period.
 */
export function periodStart(months: number, now: Date = new Date()): Date | null {
  if (months <= 0) return null;
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  // Clamp 31 March minus one month to 28/29 February rather than rolling into March.
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/**
 * The type filter over games aliased `g`. Solo is a type of its own (game type or format solo);
 * '' is every PvP game, so a solo game never counts in the PvP figures. Beginner games are casual.
 */
export function typeCondition(gameType: ResultGameType): SQL {
  const solo = sql`(g.game_type = 'solo' OR g.game_format = 'solo')`;
  switch (gameType) {
    case 'solo':
      return solo;
    case 'competitive':
      return sql`(g.game_type = 'competitive' AND g.game_format <> 'solo')`;
    case 'casual':
      return sql`(g.game_type IN ('casual', 'beginner') AND g.game_format <> 'solo')`;
    default:
      return sql`NOT ${solo}`;
  }
}

/** Finished games with a result, optionally since the period start. */
export function finishedSince(since: Date | null): SQL {
  return since ? sql`g.finished_at >= ${since.toISOString()}::timestamptz` : sql`g.finished_at IS NOT NULL`;
}

/** Percent won, 0 when nothing was played. */
export function winRate(wins: number, losses: number): number {
  const total = wins + losses;
  return total === 0 ? 0 : (wins / total) * 100;
}
