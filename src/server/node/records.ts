import { and, eq, isNull, sql } from 'drizzle-orm';
import { deflateSync, strToU8 } from 'fflate';
import { GameSetup, type GameView, type ReplayFile, type ReplayLogEntry, type WinReason } from '../../protocol/game';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { gameActions, gamePlayers, games, replays } from '../db/schema/games';
import type { GameMeta, StartGameRequest } from './types';

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
    saveReplay: m.saveReplay || m.ranked,
    setup: req.setup,
    meta: m,
    owner: m.owner,
  };
  await db.insert(games).values(row).onConflictDoUpdate({ target: games.id, set: { node, startedAt: row.startedAt } });
}

/** game_actions.action holds a player's GameAction (as before system actions existed) or { system } for the node's forfeits. */
export async function recordAction(db: Db, gameId: string, seq: number, entry: ReplayLogEntry): Promise<void> {
  const action = 'system' in entry ? { system: entry.system } : entry.action;
  await db.insert(gameActions).values({ gameId, seq, player: entry.player, action }).onConflictDoNothing();
}

/** A stored row back to its log entry; the engine's applyLogEntry checks it. */
function logEntry(player: string, action: unknown): ReplayLogEntry {
  const isSystem = !!action && typeof action === 'object' && 'system' in action;
  return (isSystem ? { player, system: (action as { system: unknown }).system } : { player, action }) as ReplayLogEntry;
}

export type Finish = {
  gameId: string;
  meta: GameMeta;
  winner: string | null;
  winReason: WinReason | null;
  view: GameView;
  replay: ReplayFile | null;
};

/** The Game record (site-spec 3): players, decks, champions, wounds, winner, reason, chat; the replay when asked. */
export async function recordFinish(db: Db, f: Finish): Promise<void> {
  await db
    .update(games)
    .set({ finishedAt: new Date(), winner: f.winner, winReason: f.winReason, chat: f.view.messages })
    .where(eq(games.id, f.gameId));
  for (const seat of f.meta.seats) {
    const p = f.view.players[seat.username];
    const wounds = (p?.champions ?? []).reduce((n, c) => n + (c.tokens?.damage ?? 0), 0);
    await db
      .insert(gamePlayers)
      .values({
        gameId: f.gameId,
        userId: seat.userId,
        username: seat.username,
        deckName: seat.deckName,
        deckId: seat.deckId ?? null,
        champions: seat.champions,
        wounds,
        won: f.winner === seat.username,
      })
      .onConflictDoNothing();
    if (seat.userId) await db.update(users).set({ gamesPlayed: sql`${users.gamesPlayed} + 1` }).where(eq(users.id, seat.userId));
  }
  if (f.replay) {
    const data = Buffer.from(deflateSync(strToU8(JSON.stringify(f.replay))));
    await db.insert(replays).values({ gameId: f.gameId, data, isPublic: false }).onConflictDoNothing();
  }
}

export type RunningGame = { gameId: string; setup: GameSetup; meta: GameMeta; log: ReplayLogEntry[] };

/** Games this node started and never finished, with their action logs in order. */
export async function loadRunning(db: Db, node: string): Promise<RunningGame[]> {
  const rows = await db.select().from(games).where(and(eq(games.node, node), isNull(games.finishedAt)));
  const out: RunningGame[] = [];
  for (const r of rows) {
    if (!r.startedAt || !r.setup || !r.meta) continue;
    const log = await db.select().from(gameActions).where(eq(gameActions.gameId, r.id)).orderBy(gameActions.seq);
    out.push({
      gameId: r.id,
      setup: GameSetup.parse(r.setup),
      meta: r.meta as GameMeta,
      log: log.map((l) => logEntry(l.player, l.action)),
    });
  }
  return out;
}

/** A game stopped by a manager: closed without a winner. */
export async function recordAbort(db: Db, gameId: string): Promise<void> {
  await db.update(games).set({ finishedAt: new Date(), winReason: null }).where(eq(games.id, gameId));
}
