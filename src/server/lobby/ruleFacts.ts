import { joinProblem, watchProblem, type AccessGame, type AccessViewer, type StartFacts } from '../../engine/lobbyRules';
import type { LobbyIdentity, PendingGame } from './types';
import { blockedFrom } from './visibility';

// The lobby's record of a game, reduced to the facts the shared rules (engine/lobbyRules) read.
// The client builds the same facts from the LobbyGame it receives (pages/lobby/gameRules.ts).

export function startFacts(game: PendingGame): StartFacts {
  return {
    owner: game.owner,
    gameFormat: game.options.gameFormat,
    solo: game.solo,
    started: game.started,
    starting: game.starting,
    seats: [...game.players.values()].map((p) => ({
      name: p.username,
      isBot: !!p.isBot,
      deck: p.deck ? { basicRules: p.deck.basicRules, legalToPlay: p.deck.legalToPlay } : null,
      champions: p.champions?.length ?? 0,
    })),
    draft: game.draft ? { canStart: game.draft.canStart } : null,
  };
}

export function accessGame(game: PendingGame): AccessGame {
  return { started: game.started, solo: game.solo, players: game.players.size, allowSpectators: game.options.allowSpectators };
}

/** Where the lobby keeps its games: what the join and watch checks read of it (the Lobby is one). */
export type Games = { games: ReadonlyMap<string, PendingGame>; gameOf(username: string): PendingGame | null };

/** The user as the join and watch rules see them; the password is checked here, never sent out. */
export function accessViewer(lobby: Games, game: PendingGame, u: LobbyIdentity, password: string | undefined): AccessViewer {
  const current = lobby.gameOf(u.username);
  return {
    inOtherGame: !!current && !current.finishedAt && current !== game,
    isPlayer: game.players.has(u.username),
    canManageGames: !!u.permissions.canManageGames,
    blocked: blockedFrom(game, u),
    wrongPassword: !!game.password && game.password !== password,
  };
}

export const NOT_FOUND = 'The game you tried to join was not found.';

/** The game this user may join, or why not: the games list shows Join by the same rule. */
export function openToJoin(lobby: Games, u: LobbyIdentity, gameId: string, password?: string): PendingGame | string {
  const game = lobby.games.get(gameId);
  if (!game) return NOT_FOUND;
  return joinProblem(accessGame(game), accessViewer(lobby, game, u, password)) ?? game;
}

/** The game this user may watch, or why not: the games list shows Watch by the same rule. */
export function openToWatch(lobby: Games, u: LobbyIdentity, gameId: string, password?: string): PendingGame | string {
  const game = lobby.games.get(gameId);
  if (!game) return NOT_FOUND;
  return watchProblem(accessGame(game), accessViewer(lobby, game, u, password)) ?? game;
}
