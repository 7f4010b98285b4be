import type { Lobby } from './lobby';
import type { Connection } from './presence';
import type { LobbyIdentity, PendingGame } from './types';
import { blocks, canSeeGame, lower, plainViewer } from './visibility';

/** How often a held-back socket's counts are brought up to date (sent only when one changed). */
export const HELD_COUNT_MS = 10_000;
/**
 * The held-back sockets are brought up to date a slice at a time, one slice every HELD_COUNT_MS /
 * HELD_COUNT_SLICES: all of them at once was, at 1,000 games, 2,500 messages in one turn of the
 * lobby's loop every ten seconds (docs/benchmarks.md, issue 19).
 */
export const HELD_COUNT_SLICES = 10;

/** A socket's slice: fixed for its life (its id is random), so each socket is visited once a round. */
export function sliceOf(socketId: string, slices: number): number {
  let h = 0;
  for (let i = 0; i < socketId.length; i++) h = (h * 31 + socketId.charCodeAt(i)) >>> 0;
  return h % slices;
}
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
export function sendHeldCounts(lobby: Lobby, slice?: { index: number; of: number }): void {
  // Made only when the slice holds a held-back socket (none in a quiet lobby).
  let games: ReturnType<typeof gameCounter> | null = null;
  let users: ReturnType<typeof userCounter> | null = null;
  for (const c of lobby.presence.connections.values()) {
    if (!c.paused && !c.usersPaused) continue;
    if (slice && sliceOf(c.socket.id, slice.of) !== slice.index) continue;
    games ??= gameCounter([...lobby.games.values()]);
    users ??= userCounter(lobby.presence.online());
    const counts = {
      ...(c.paused ? { games: games(c.user) } : {}),
      ...(c.usersPaused ? { users: users(c.user) } : {}),
    };
    if (counts.games === c.heldCounts?.games && counts.users === c.heldCounts?.users) continue;
    c.heldCounts = counts;
    c.socket.emit('lobbycounts', counts);
  }
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/**
 * How many games the list shows each viewer, as canSeeGame decides it. Every held socket was a pass over
 * every game (2,500 sockets × 1,000 games every 10 s at scale); for a plain viewer the count is the
 * public games, less those where a player blocks them, plus their own (one pass over the games, once).
 */
export function gameCounter(games: PendingGame[]): (viewer: LobbyIdentity | null) => number {
  let open = 0;
  const memberOf = new Map<string, number>();
  const openMemberOf = new Map<string, number>();
  const blockedIn = new Map<string, number>();
  for (const g of games) {
    const members = [...g.players.keys(), ...g.spectators.keys()];
    for (const m of members) bump(memberOf, m);
    if (g.options.gamePrivate) continue;
    open++;
    for (const m of members) bump(openMemberOf, m);
    const names = new Set(members.map(lower));
    const blocked = new Set<string>();
    for (const p of g.players.values()) for (const n of p.blockList) if (!names.has(lower(n))) blocked.add(lower(n));
    for (const n of blocked) bump(blockedIn, n);
  }
  return (viewer) => {
    if (!viewer) return open;
    if (!plainViewer(viewer)) return games.filter((g) => canSeeGame(g, viewer)).length;
    const name = viewer.username;
    return (memberOf.get(name) ?? 0) + open - (openMemberOf.get(name) ?? 0) - (blockedIn.get(lower(name)) ?? 0);
  };
}

/** How many online users the users list shows each viewer (sendUsers: all but those blocked either way). */
export function userCounter(online: LobbyIdentity[]): (viewer: LobbyIdentity | null) => number {
  const blockedBy = new Map<string, number>();
  for (const u of online) for (const n of new Set(u.blockList.map(lower))) bump(blockedBy, n);
  return (viewer) => {
    if (!viewer) return online.length;
    if (viewer.blockList.length) return online.filter((u) => !blocks(viewer, u)).length;
    return online.length - (blockedBy.get(lower(viewer.username)) ?? 0);
  };
}

/** Starts the held-back sockets' count updates, a slice at a time (HELD_COUNT_SLICES); returns the stop. */
export function keepHeldCounts(lobby: Lobby, everyMs = HELD_COUNT_MS, slices = HELD_COUNT_SLICES): () => void {
  let tick = 0;
  const timer = setInterval(() => sendHeldCounts(lobby, { index: tick++ % slices, of: slices }), everyMs / slices);
  timer.unref();
  return () => clearInterval(timer);
}

/** 'listgames': the whole list now (the socket's held-back changes are in it), unless it was sent moments ago. */
export function listGamesAgain(lobby: Lobby, c: Connection, now = Date.now()): string | void {
  if (c.listedAt !== undefined && now - c.listedAt < LIST_AGAIN_MS) return LIST_AGAIN_TOO_SOON;
  c.listedAt = now;
  lobby.sendGames(c);
}
