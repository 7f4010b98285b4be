import { randomUUID } from 'node:crypto';
import { deflateSync, strToU8 } from 'fflate';
import { gamePlayers, games, replays } from '../../src/server/db/schema';
import type { TestServer } from '../support/server';

export type SeatSeed = { userId: string | null; username: string; deck?: string; deckId?: string; champions: string[]; wounds?: number };

export type GameSeed = {
  me: SeatSeed;
  opponent: SeatSeed;
  /** Who won: 'me', 'opponent' or null (an aborted game). */
  won: 'me' | 'opponent' | null;
  finishedAt?: Date | null;
  minutes?: number;
  gameType?: string;
  gameFormat?: string;
  isPrivate?: boolean;
  chat?: unknown[];
  replay?: unknown;
  replayPublic?: boolean;
  winReason?: string;
};

/** One recorded game written straight into games and game_players, as the lobby's records do. */
export async function seedGame(t: TestServer, g: GameSeed): Promise<string> {
  const id = randomUUID();
  const finishedAt = g.finishedAt === undefined ? new Date() : g.finishedAt;
  const startedAt = new Date((finishedAt ?? new Date()).getTime() - (g.minutes ?? 30) * 60_000);
  const winner = g.won === 'me' ? g.me.username : g.won === 'opponent' ? g.opponent.username : null;
  await t.server.ctx.db.insert(games).values({
    id,
    name: `${g.me.username}'s game`,
    gameType: g.gameType ?? 'casual',
    gameFormat: g.gameFormat ?? 'precon',
    isPrivate: g.isPrivate ?? true,
    startedAt,
    finishedAt,
    winner,
    winReason: winner ? (g.winReason ?? 'champions defeated') : null,
    chat: g.chat ?? [],
  });
  for (const [seat, won] of [[g.me, g.won === 'me'], [g.opponent, g.won === 'opponent']] as const) {
    await t.server.ctx.db.insert(gamePlayers).values({
      gameId: id,
      userId: seat.userId,
      username: seat.username,
      deckName: seat.deck ?? `${seat.username} deck`,
      deckId: seat.deckId ?? null,
      champions: seat.champions,
      wounds: seat.wounds ?? 0,
      won,
    });
  }
  if (g.replay !== undefined) {
    const data = Buffer.from(deflateSync(strToU8(JSON.stringify(g.replay))));
    await t.server.ctx.db.insert(replays).values({ gameId: id, data, isPublic: g.replayPublic ?? false });
  }
  return id;
}

export const monthsAgo = (months: number, plusMs = 0): Date => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() + plusMs);
};
