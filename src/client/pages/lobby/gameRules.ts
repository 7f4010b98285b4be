import { joinProblem, watchProblem, type AccessGame, type AccessViewer } from '../../../engine/lobbyRules';
import type { Permissions } from '../../../protocol/account';
import type { GameType, LobbyGame } from '../../../protocol/lobby';

/** Who is looking at the games list: the id of the game they are in, if any. */
export type Viewer = { username: string | null; gameId: string | null; canManageGames: boolean };

export const NEW_PLAYER_GAMES = 12;

const playerCount = (game: Pick<LobbyGame, 'players'>) => Object.keys(game.players).length;

// The listed game and the viewer as the lobby's join and watch rules (engine/lobbyRules) see them;
// the lobby builds the same facts from its own record (server/lobby/ruleFacts.ts).

export function accessGame(game: LobbyGame): AccessGame {
  return { started: game.started, solo: game.solo, players: playerCount(game), allowSpectators: game.allowSpectators };
}

/** Block lists and the password stay on the server: the lobby answers those after the click. */
export function accessViewer(game: LobbyGame, viewer: Viewer): AccessViewer {
  return {
    inOtherGame: viewer.gameId !== null && viewer.gameId !== game.id,
    isPlayer: viewer.username !== null && viewer.username in game.players,
    canManageGames: viewer.canManageGames,
    blocked: false,
    wrongPassword: false,
  };
}

/** The viewer's own game shows no Join or Watch: they are in it already. */
const isOwnGame = (game: LobbyGame, viewer: Viewer) => viewer.gameId === game.id;

/** Join (site-spec 2): the lobby's join rule. */
export function canJoin(game: LobbyGame, viewer: Viewer): boolean {
  return !isOwnGame(game, viewer) && joinProblem(accessGame(game), accessViewer(game, viewer)) === null;
}

/** Watch (site-spec 2): the lobby's watch rule. */
export function canWatch(game: LobbyGame, viewer: Viewer): boolean {
  return !isOwnGame(game, viewer) && watchProblem(accessGame(game), accessViewer(game, viewer)) === null;
}

export function canRemove(viewer: Viewer): boolean {
  return viewer.canManageGames;
}

export function isNewPlayer(gamesPlayed: number | undefined): boolean {
  return (gamesPlayed ?? 0) < NEW_PLAYER_GAMES;
}

export type GameStatus = 'created' | 'started' | 'finished';

export function gameStatus(game: Pick<LobbyGame, 'started' | 'finishedAt'>): GameStatus {
  if (game.finishedAt) return 'finished';
  return game.started ? 'started' : 'created';
}

/** site-spec 4: elapsed time as HH:mm up to now, since finishedAt, else startedAt, else createdAt (a finished row keeps counting). */
export function elapsed(game: Pick<LobbyGame, 'createdAt' | 'startedAt' | 'finishedAt'>, now: number): string {
  const from = Date.parse(game.finishedAt ?? game.startedAt ?? game.createdAt);
  const minutes = Math.max(0, Math.floor((now - from) / 60_000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

// ---- the filter per game type, kept in local storage under 'gameFilter'

export const FILTER_KEY = 'gameFilter';
export const filterTypes: GameType[] = ['casual', 'competitive', 'beginner', 'solo'];
export type GameFilter = Record<GameType, boolean>;
export const defaultFilter: GameFilter = { casual: true, competitive: true, beginner: true, solo: true };

export function parseFilter(raw: string | null): GameFilter {
  try {
    const stored = raw ? (JSON.parse(raw) as Partial<Record<string, unknown>>) : {};
    return Object.fromEntries(filterTypes.map((t) => [t, typeof stored[t] === 'boolean' ? stored[t] : true])) as GameFilter;
  } catch {
    return { ...defaultFilter };
  }
}

/** The two sections of the list: competitive games, and every other type under casual. */
export function sections(games: readonly LobbyGame[], filter: GameFilter) {
  const shown = games.filter((g) => filter[g.gameType] !== false);
  return {
    casual: shown.filter((g) => g.gameType !== 'competitive'),
    competitive: shown.filter((g) => g.gameType === 'competitive'),
  };
}

/** What a game id in the URL leads to for a user in no game (site-spec 2). */
export function gameIdAction(game: LobbyGame | undefined): 'notFound' | 'join' | 'watch' {
  if (!game) return 'notFound';
  return !game.started && playerCount(game) < 2 ? 'join' : 'watch';
}

export function viewerOf(user: { username: string; permissions: Permissions } | null, gameId: string | null): Viewer {
  return { username: user?.username ?? null, gameId, canManageGames: Boolean(user?.permissions.canManageGames) };
}
