import type { PendingGame } from './types';

/** PendingGame as JSON (Maps as entry lists, dates as ISO strings), for the shared cluster state. */
type SerialGame = Omit<PendingGame, 'players' | 'spectators' | 'createdAt' | 'startedAt' | 'finishedAt'> & {
  players: [string, PendingGame['players'] extends Map<string, infer P> ? P : never][];
  spectators: [string, { userId: string; blockList: string[] }][];
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};
export type LobbySnapshot = { games: SerialGame[]; userGame: [string, string][] };

export function toSnapshot(games: Map<string, PendingGame>, userGame: Map<string, string>): LobbySnapshot {
  return {
    games: [...games.values()].map((g) => ({
      ...g,
      players: [...g.players],
      spectators: [...g.spectators],
      createdAt: g.createdAt.toISOString(),
      startedAt: g.startedAt?.toISOString() ?? null,
      finishedAt: g.finishedAt?.toISOString() ?? null,
    })),
    userGame: [...userGame],
  };
}

/** Replaces the maps' contents with the snapshot's (the maps keep their identity). */
export function loadSnapshot(s: LobbySnapshot, games: Map<string, PendingGame>, userGame: Map<string, string>): void {
  games.clear();
  userGame.clear();
  for (const g of s.games) {
    games.set(g.id, {
      ...g,
      players: new Map(g.players),
      spectators: new Map(g.spectators),
      createdAt: new Date(g.createdAt),
      startedAt: g.startedAt ? new Date(g.startedAt) : null,
      finishedAt: g.finishedAt ? new Date(g.finishedAt) : null,
    });
  }
  for (const [u, id] of s.userGame) userGame.set(u, id);
}
