import { sql } from 'drizzle-orm';
import { GAMES_LIMIT, type GameRecord, type ResultsQuery } from '../../protocol/results';
import type { Db } from '../db/client';
import { finishedSince, kindCondition, periodStart } from './filters';
import { iso, num, rows } from './rows';

type Row = {
  id: string; name: string; game_type: string; game_format: string; started_at: unknown; finished_at: unknown;
  winner: string | null; win_reason: string | null; is_private: boolean;
  me_name: string; me_deck: string; me_champions: string[]; me_wounds: number;
  op_name: string | null; op_deck: string | null; op_champions: string[] | null; op_wounds: number | null;
  has_chat: boolean; has_replay: boolean; replay_public: boolean | null;
};

/**
 * The user's finished games, newest first (site-spec Game List). The page of ids is chosen
 * first from the (user, finished_at) index alone, so opponents, chat and replay flags are read for GAMES_LIMIT rows
 * at most, however many games the user has.
 */
export async function listGames(db: Db, userId: string, q: ResultsQuery, now = new Date()): Promise<{ games: GameRecord[]; total: number }> {
  const where = sql`gp.user_id = ${userId} AND ${finishedSince(periodStart(q.months, now))} AND ${kindCondition(q.gameType)}`;
  const [counted] = await rows<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM game_players gp WHERE ${where}`);
  const found = await rows<Row>(
    db,
    sql`WITH page AS (
          SELECT gp.game_id, gp.username FROM game_players gp
          WHERE ${where} ORDER BY gp.finished_at DESC, gp.game_id LIMIT ${GAMES_LIMIT}
        )
        SELECT g.id, g.name, g.game_type, g.game_format, g.started_at, g.finished_at, g.winner, g.win_reason, g.is_private,
               me.username AS me_name, me.deck_name AS me_deck, me.champions AS me_champions, me.wounds AS me_wounds,
               op.username AS op_name, op.deck_name AS op_deck, op.champions AS op_champions, op.wounds AS op_wounds,
               jsonb_array_length(g.chat) > 0 AS has_chat, r.game_id IS NOT NULL AS has_replay, r.is_public AS replay_public
        FROM page
        JOIN games g ON g.id = page.game_id
        JOIN game_players me ON me.game_id = page.game_id AND me.username = page.username
        LEFT JOIN LATERAL (
          SELECT o.username, o.deck_name, o.champions, o.wounds FROM game_players o
          WHERE o.game_id = page.game_id AND o.username <> page.username ORDER BY o.username LIMIT 1
        ) op ON true
        LEFT JOIN replays r ON r.game_id = page.game_id
        ORDER BY g.finished_at DESC, g.id`,
  );
  return { total: num(counted?.n), games: found.map(toRecord) };
}

function toRecord(r: Row): GameRecord {
  const startedAt = iso(r.started_at);
  const finishedAt = iso(r.finished_at)!;
  return {
    gameId: r.id,
    label: r.name,
    gameType: r.game_type,
    gameFormat: r.game_format,
    startedAt,
    finishedAt,
    duration: startedAt ? Math.max(0, Math.round((Date.parse(finishedAt) - Date.parse(startedAt)) / 1000)) : null,
    winner: r.winner,
    winReason: r.win_reason,
    me: { name: r.me_name, deck: r.me_deck, champions: r.me_champions ?? [], wounds: num(r.me_wounds) },
    opponent: r.op_name === null ? null : { name: r.op_name, deck: r.op_deck ?? '', champions: r.op_champions ?? [], wounds: num(r.op_wounds) },
    chat: Boolean(r.has_chat),
    replay: Boolean(r.has_replay),
    isPublic: !r.is_private || Boolean(r.replay_public),
  };
}
