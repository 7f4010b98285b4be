import type { LobbyIdentity, PendingGame } from './types';

export const lower = (s: string) => s.toLowerCase();

/** A viewer who blocks nobody and sees no private game of others: the list and counts most viewers share. */
export const plainViewer = (viewer: LobbyIdentity) => viewer.blockList.length === 0 && !viewer.permissions.canManageGames;

/** Blocking works both ways: neither sees the other's games or chat, neither joins the other's game. */
export function blocks(a: { username: string; blockList: string[] }, b: { username: string; blockList: string[] }): boolean {
  return a.blockList.some((n) => lower(n) === lower(b.username)) || b.blockList.some((n) => lower(n) === lower(a.username));
}

export function isMember(game: PendingGame, username: string): boolean {
  return game.players.has(username) || game.spectators.has(username);
}

/** Whether the games list shows this game to a viewer (null: anonymous). */
export function canSeeGame(game: PendingGame, viewer: LobbyIdentity | null): boolean {
  if (!viewer) return !game.options.gamePrivate;
  if (isMember(game, viewer.username)) return true;
  if (game.options.gamePrivate && !viewer.permissions.canManageGames) return false;
  for (const [username, p] of game.players) if (blocks(viewer, { username, blockList: p.blockList })) return false;
  return true;
}

/** Blocked users cannot join or watch: any member blocking the user, or blocked by them, refuses. */
export function blockedFrom(game: PendingGame, user: LobbyIdentity): boolean {
  for (const [username, p] of game.players) if (blocks(user, { username, blockList: p.blockList })) return true;
  for (const [username, s] of game.spectators) if (blocks(user, { username, blockList: s.blockList })) return true;
  return false;
}
