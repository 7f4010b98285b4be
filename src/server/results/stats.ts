import { sql } from 'drizzle-orm';
import type { ResultsQuery, StatsRow } from '../../protocol/results';
import type { Catalog } from '../cards/catalog';
import type { Db } from '../db/client';
import { finishedSince, periodStart, typeCondition, winRate } from './filters';
import { num, rows } from './rows';

/**
 * The user's record per champion of their own line-up (site-spec Stats row), computed in SQL:
 * each decided game counts once for every champion the user brought. Games without a winner
 * (aborted) are not results. Sorted by win rate, then games played, then name.
 */
export async function championStats(db: Db, catalog: Catalog, userId: string, q: ResultsQuery, now = new Date()): Promise<StatsRow[]> {
  const found = await rows<{ id: string; wins: unknown; losses: unknown }>(
    db,
    sql`SELECT c.id, count(*) FILTER (WHERE gp.won) AS wins, count(*) FILTER (WHERE NOT gp.won) AS losses
        FROM game_players gp
        JOIN games g ON g.id = gp.game_id
        CROSS JOIN LATERAL jsonb_array_elements_text(gp.champions) AS c(id)
        WHERE gp.user_id = ${userId}
          AND ${finishedSince(periodStart(q.months, now))}
          AND g.winner IS NOT NULL
          AND ${typeCondition(q.gameType)}
        GROUP BY c.id`,
  );
  return found
    .map((r) => {
      const wins = num(r.wins);
      const losses = num(r.losses);
      return { id: r.id, name: catalog.byId.get(r.id)?.name ?? r.id, wins, losses, total: wins + losses, winRate: winRate(wins, losses) };
    })
    .sort((a, b) => b.winRate - a.winRate || b.total - a.total || a.name.localeCompare(b.name));
}
