import type { Lobby } from './lobby';
import type { Connection } from './presence';
import { blocks, canSeeGame } from './visibility';

/** How often a held-back socket's counts are brought up to date (sent only when one changed). */
export const HELD_COUNT_MS = 10_000;
/** A socket may ask for the whole list again this often: a list is about 1.2 KB per game, sent whole. */
export const LIST_AGAIN_MS = 5_000;
export const LIST_AGAIN_TOO_SOON = 'The games list was sent a moment ago: try again in a few seconds';

/**
 * A socket whose user is at the board is not sent every change of every game (Lobby.publishTo: that was
 * most of the server's work at scale) nor, in one-process mode, every user who comes and goes
 * (Lobby.announceLocal), but the in-game header still shows a games count with its list and a user count
 * (site-spec, "During a started game"). Its counts are kept true here, as one small message when one
 * changed, at most every HELD_COUNT_MS; the games list itself comes when the header's list is opened.
 */
export function sendHeldCounts(lobby: Lobby): void {
  const games = [...lobby.games.values()];
  const online = lobby.presence.online();
  for (const c of lobby.presence.connections.values()) {
    if (!c.paused && !c.usersPaused) continue;
    const counts = {
      ...(c.paused ? { games: games.filter((g) => canSeeGame(g, c.user)).length } : {}),
      // As sendUsers lists them: everyone online but those the viewer blocks or who block the viewer.
      ...(c.usersPaused ? { users: online.filter((u) => !c.user || !blocks(c.user, u)).length } : {}),
    };
    if (counts.games === c.heldCounts?.games && counts.users === c.heldCounts?.users) continue;
    c.heldCounts = counts;
    c.socket.emit('lobbycounts', counts);
  }
}

/** Starts the held-back sockets' count updates; returns the stop. */
export function keepHeldCounts(lobby: Lobby, everyMs = HELD_COUNT_MS): () => void {
  const timer = setInterval(() => sendHeldCounts(lobby), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** 'listgames': the whole list now (the socket's held-back changes are in it), unless it was sent moments ago. */
export function listGamesAgain(lobby: Lobby, c: Connection, now = Date.now()): string | void {
  if (c.listedAt !== undefined && now - c.listedAt < LIST_AGAIN_MS) return LIST_AGAIN_TOO_SOON;
  c.listedAt = now;
  lobby.sendGames(c);
}
