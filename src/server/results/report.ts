import { sql } from 'drizzle-orm';
import type { ReportQuery, ReportResponse, ReportRow } from '../../protocol/results';
import type { Catalog } from '../cards/catalog';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { finishedSince, kindCondition, periodStart, winRate } from './filters';
import { num, rows } from './rows';

export const NO_SUBJECT = 'No such deck or champion';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Report = ReportResponse['report'];

/**
 * A matchup report for one of the user's decks (id is a deck id) or for one champion they play
 * (id is a champion id): how it fared against each opposing champion, or with `pairings` against
 * each opposing line-up. PvP games only; a solo opponent is not a matchup anyone can plan for.
 */
export async function matchupReport(db: Db, catalog: Catalog, userId: string, id: string, q: ReportQuery, now = new Date()): Promise<Report> {
  const subject = await resolveSubject(db, catalog, userId, id);
  const mine = subject.kind === 'deck' ? sql`gp.deck_id = ${subject.id}::uuid` : sql`gp.champions ? ${subject.id}`;
  // Line-ups are keyed by their sorted ids, so the same three champions in any order are one row.
  const against = q.pairings
    ? sql`CROSS JOIN LATERAL (SELECT coalesce(array_agg(x ORDER BY x), '{}') AS ids FROM jsonb_array_elements_text(op.champions) x) c`
    : sql`CROSS JOIN LATERAL (SELECT ARRAY[x] AS ids FROM jsonb_array_elements_text(op.champions) x) c`;
  const found = await rows<{ ids: string[]; wins: unknown; losses: unknown }>(
    db,
    sql`SELECT c.ids, count(*) FILTER (WHERE gp.won) AS wins, count(*) FILTER (WHERE NOT gp.won) AS losses
        FROM game_players gp
        JOIN game_players op ON op.game_id = gp.game_id AND op.username <> gp.username
        ${against}
        WHERE gp.user_id = ${userId} AND ${mine}
          AND ${finishedSince(periodStart(q.months, now))} AND gp.decided AND ${kindCondition('')}
        GROUP BY c.ids`,
  );
  const name = (ids: string[]) => ids.map((i) => catalog.byId.get(i)?.name ?? i).join(', ');
  const out: ReportRow[] = found.map((r) => {
    const wins = num(r.wins);
    const losses = num(r.losses);
    const ids = parseArray(r.ids);
    return { against: ids, name: name(ids), wins, losses, total: wins + losses, winRate: winRate(wins, losses) };
  });
  out.sort((a, b) => b.total - a.total || b.winRate - a.winRate || a.name.localeCompare(b.name));
  return { subject, months: q.months, pairings: q.pairings, rows: out };
}

async function resolveSubject(db: Db, catalog: Catalog, userId: string, id: string): Promise<Report['subject']> {
  if (UUID.test(id)) {
    const [deck] = await rows<{ name: string }>(
      db,
      sql`SELECT name FROM decks WHERE id = ${id.toLowerCase()}::uuid AND user_id = ${userId}::uuid
          UNION ALL SELECT deck_name FROM game_players WHERE deck_id = ${id.toLowerCase()}::uuid AND user_id = ${userId}::uuid
          LIMIT 1`,
    );
    if (deck) return { kind: 'deck', id: id.toLowerCase(), name: deck.name };
  }
  const champion = catalog.byId.get(id);
  if (champion?.type === 'Champion') return { kind: 'champion', id, name: champion.name };
  throw new HttpError(404, NO_SUBJECT);
}

/** node-postgres parses text[] into an array; PGlite may too, or hand back '{a,b}'. */
function parseArray(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string') return v.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((s) => s.replace(/^"|"$/g, ''));
  return [];
}
