import { and, eq, isNull, sql } from 'drizzle-orm';
import { deflateSync, strToU8 } from 'fflate';
import type { LogEntry } from '../../engine';
import { savesReplay } from '../../engine/lobbyRules';
import { GameSetup, type GameAction, type GameView, type ReplayFile, type WinReason } from '../../protocol/game';
import type { Db } from '../db/client';
import { gameActions, games } from '../db/schema/games';
import { num, rows } from '../results/rows';
import type { ClockTimes } from './clocks';
import { storeEventSql } from './outbox';
import type { GameMeta, NodeEvent, StartGameRequest } from './types';

/** A row of game_actions: the log entry at index `seq`, and both clocks' remaining ms once it was made. */
export type StoredAction = { gameId: string; seq: number; entry: LogEntry; clocks: ClockTimes | null };

/** The games row of a started game: setup and seats, for the history and for crash recovery. */
export async function recordStart(db: Db, node: string, req: StartGameRequest): Promise<void> {
  const m = req.meta;
  const row = {
    id: req.gameId,
    name: m.name,
    gameType: m.gameType,
    gameFormat: m.gameFormat,
    isPrivate: m.gamePrivate,
    createdAt: new Date(m.createdAt),
    startedAt: new Date(),
    node,
    saveReplay: savesReplay(m),
    setup: req.setup,
    meta: m,
    owner: m.owner,
  };
  await db.insert(games).values(row).onConflictDoUpdate({ target: games.id, set: { node, startedAt: row.startedAt } });
}

/**
 * Stores actions, of one game or many (a group commit), in one statement: all land or none does.
 * No conflict clause: a second writer of the same (game, seq) must fail loudly, never be dropped,
 * because the node acknowledges an action only once this has resolved.
 */
export async function recordActions(db: Db, rows: StoredAction[]): Promise<void> {
  if (!rows.length) return;
  await db.insert(gameActions).values(
    rows.map((r) => ({
      gameId: r.gameId,
      seq: r.seq,
      player: r.entry.player,
      // The plain action too, for readers of the older shape; `entry` is what restore reads.
      action: 'action' in r.entry ? (r.entry.action as unknown) : null,
      entry: r.entry,
      clocks: r.clocks,
    })),
  );
}

export type Finish = {
  gameId: string;
  meta: GameMeta;
  winner: string | null;
  winReason: WinReason | null;
  view: GameView;
  replay: ReplayFile | null;
};

/**
 * The Game record (site-spec 3): players, decks, champions, wounds, winner, reason, chat; the replay when asked.
 * One statement (data-modifying CTEs), so all of it lands or none does and the node can simply try again;
 * and it only goes ahead while the game is unfinished, so a retry after a lost reply counts no game twice.
 * Resolves false when the game was already recorded (or stopped). The 'finished' node event is stored
 * by the same statement (the outbox): recorded means the lobby will be told, whenever the node dies.
 *
 * Why one statement and not a transaction: PGlite is one connection, so an open transaction holds every
 * other query back, and a transaction of seven statements was seven round trips of a busy game node's
 * event loop, while every action of every game waited behind it (issue 19, docs/benchmarks.md).
 */
export async function recordFinish(db: Db, f: Finish, node: string): Promise<boolean> {
  const seats = f.meta.seats.map((seat) => {
    const p = f.view.players[seat.username];
    const wounds = (p?.champions ?? []).reduce((n, c) => n + (c.tokens?.damage ?? 0), 0);
    return sql`(${seat.userId ?? null}::uuid, ${seat.username}::text, ${seat.deckName}::text, ${seat.deckId ?? null}::uuid, ${JSON.stringify(seat.champions)}::jsonb, ${wounds}::int, ${f.winner === seat.username}::boolean)`;
  });
  const replay = f.replay
    ? sql`, replay as (insert into replays (game_id, data, is_public) select id, ${Buffer.from(deflateSync(strToU8(JSON.stringify(f.replay))))}::bytea, false from done on conflict do nothing returning 1)`
    : sql``;
  // The lobby's news of it, stored with the record: node/outbox.ts relays it once this has landed.
  const event: NodeEvent = { type: 'finished', gameId: f.gameId, winner: f.winner, winReason: f.winReason };
  const [row] = await rows<{ n: unknown }>(
    db,
    sql`with done as (
      update games set finished_at = ${new Date().toISOString()}::timestamptz, winner = ${f.winner}::text, win_reason = ${f.winReason}::text, chat = ${JSON.stringify(f.view.messages)}::jsonb
      where id = ${f.gameId}::uuid and finished_at is null returning id
    ),
    seats (user_id, username, deck_name, deck_id, champions, wounds, won) as (values ${sql.join(seats, sql`, `)}),
    players as (
      insert into game_players (game_id, user_id, username, deck_name, deck_id, champions, wounds, won)
      select done.id, s.user_id, s.username, s.deck_name, s.deck_id, s.champions, s.wounds, s.won from done, seats s
      on conflict do nothing returning 1
    ),
    counted as (
      update users set games_played = users.games_played + c.n
      from (select user_id, count(*)::int as n from seats where user_id is not null group by user_id) c, done
      where users.id = c.user_id returning 1
    ),
    event as (${storeEventSql(node, event)} from done returning 1)
    ${replay}
    select count(*) as n from done`,
  );
  return num(row?.n) > 0;
}

export type RunningGame = {
  gameId: string;
  setup: GameSetup;
  meta: GameMeta;
  log: LogEntry[];
  /** The clocks stored with the last action that has them; null: none stored (untimed, or no action yet). */
  clocks: ClockTimes | null;
};

/** Games this node started and never finished, with their action logs in order and their last clocks. */
export async function loadRunning(db: Db, node: string): Promise<RunningGame[]> {
  const rows = await db.select().from(games).where(and(eq(games.node, node), isNull(games.finishedAt)));
  const out: RunningGame[] = [];
  for (const r of rows) {
    if (!r.startedAt || !r.setup || !r.meta) continue;
    const log = await db.select().from(gameActions).where(eq(gameActions.gameId, r.id)).orderBy(gameActions.seq);
    const timed = log.filter((l) => l.clocks);
    out.push({
      gameId: r.id,
      setup: GameSetup.parse(r.setup),
      meta: r.meta as GameMeta,
      // Rows written before migration 0060 hold only player and action.
      log: log.map((l) => (l.entry ?? { player: l.player, action: l.action as GameAction }) as LogEntry),
      clocks: timed.at(-1)?.clocks ?? null,
    });
  }
  return out;
}

/** A game stopped by a manager: closed without a winner. */
export async function recordAbort(db: Db, gameId: string): Promise<void> {
  await db.update(games).set({ finishedAt: new Date(), winReason: null }).where(eq(games.id, gameId));
}
