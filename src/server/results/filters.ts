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
 * The type filter over player records aliased `gp`, by the kind migration 0050_results_rollup
 * copies from the game: solo (solo type or format), competitive, or casual (beginner included).
 * '' is every PvP game, so a solo game never counts in the PvP figures.
 */
export function kindCondition(gameType: ResultGameType): SQL {
  return gameType === '' ? sql`gp.kind <> 'solo'` : sql`gp.kind = ${gameType}`;
}

/** Finished records (gp), optionally since the period start; the (user, finished_at) index serves both. */
export function finishedSince(since: Date | null): SQL {
  return since ? sql`gp.finished_at >= ${since.toISOString()}::timestamptz` : sql`gp.finished_at IS NOT NULL`;
}

/** Percent won, 0 when nothing was played. */
export function winRate(wins: number, losses: number): number {
  const total = wins + losses;
  return total === 0 ? 0 : (wins / total) * 100;
}
