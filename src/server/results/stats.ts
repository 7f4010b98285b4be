import { sql } from 'drizzle-orm';
import type { ResultsQuery, StatsRow } from '../../protocol/results';
import type { Catalog } from '../cards/catalog';
import type { Db } from '../db/client';
import { finishedSince, kindCondition, periodStart, winRate } from './filters';
import { num, rows } from './rows';

/**
 * The user's record per champion of their own line-up (site-spec Stats row), computed in SQL:
 * each decided game counts once for every champion the user brought; aborted games are not
 * results. Records are first grouped by line-up (few) and only then split into champions, and
 * they come from one index range, so a player of 100,000 games is answered in a blink.
 */
export async function championStats(db: Db, catalog: Catalog, userId: string, q: ResultsQuery, now = new Date()): Promise<StatsRow[]> {
  const found = await rows<{ id: string; wins: unknown; losses: unknown }>(
    db,
    sql`SELECT c.id, sum(x.wins) AS wins, sum(x.losses) AS losses
        FROM (
          SELECT gp.champions, count(*) FILTER (WHERE gp.won) AS wins, count(*) FILTER (WHERE NOT gp.won) AS losses
          FROM game_players gp
          WHERE gp.user_id = ${userId} AND ${finishedSince(periodStart(q.months, now))} AND gp.decided AND ${kindCondition(q.gameType)}
          GROUP BY gp.champions
        ) x
        CROSS JOIN LATERAL jsonb_array_elements_text(x.champions) AS c(id)
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
