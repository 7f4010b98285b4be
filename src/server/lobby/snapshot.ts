import type { PendingGame } from './types';

/** PendingGame as JSON (Maps as entry lists, dates as ISO strings), for the shared cluster state. */
type SerialGame = Omit<PendingGame, 'players' | 'spectators' | 'createdAt' | 'startedAt' | 'finishedAt'> & {
  players: [string, PendingGame['players'] extends Map<string, infer P> ? P : never][];
  spectators: [string, { userId: string; blockList: string[] }][];
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

/** One game's record in Redis: the game, and the users whose current game it is (the lobby's userGame). */
export type GameRecord = { game: SerialGame; members: string[] };

export function toRecord(g: PendingGame, members: string[]): GameRecord {
  return {
    game: {
      ...g,
      players: [...g.players],
      spectators: [...g.spectators],
      createdAt: g.createdAt.toISOString(),
      startedAt: g.startedAt?.toISOString() ?? null,
      finishedAt: g.finishedAt?.toISOString() ?? null,
    },
    members,
  };
}

export function fromRecord(r: GameRecord): { game: PendingGame; members: string[] } {
  const g = r.game;
  return {
    game: {
      ...g,
      players: new Map(g.players),
      spectators: new Map(g.spectators),
      createdAt: new Date(g.createdAt),
      startedAt: g.startedAt ? new Date(g.startedAt) : null,
      finishedAt: g.finishedAt ? new Date(g.finishedAt) : null,
    },
    members: r.members,
  };
}
