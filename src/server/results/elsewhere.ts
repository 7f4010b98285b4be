import { sql } from 'drizzle-orm';
import type { ResultsQuery, TypeCount } from '../../protocol/results';
import type { Db } from '../db/client';
import { finishedSince, kindCondition, periodStart } from './filters';
import { num, rows } from './rows';

/**
 * When the type filter finds nothing, how many of the user's games in the same period each other
 * type holds (only types with games; none when the filter found some): after a solo game the
 * default All PvP shows nothing, and the page names the filter that would. `decided` counts only
 * results, as the stats do; the game list counts every finished game.
 */
export async function gamesElsewhere(db: Db, userId: string, q: ResultsQuery, decided: boolean, now = new Date()): Promise<TypeCount[]> {
  const found = await rows<{ kind: string; n: unknown }>(
    db,
    sql`SELECT gp.kind, count(*) AS n FROM game_players gp
        WHERE gp.user_id = ${userId} AND ${finishedSince(periodStart(q.months, now))}
          AND NOT (${kindCondition(q.gameType)}) ${decided ? sql`AND gp.decided` : sql``}
        GROUP BY gp.kind`,
  );
  const order = ['competitive', 'casual', 'solo'] as const;
  return order.flatMap((gameType) => {
    const n = num(found.find((r) => r.kind === gameType)?.n);
    return n > 0 ? [{ gameType, count: n }] : [];
  });
}
