/** A listed game as the join and watch rules see it (the same facts the lobby's list shows). */
export type AccessGame = {
  started: boolean;
  solo: boolean;
  players: number;
  allowSpectators: boolean;
};

/**
 * The viewer's side. `blocked` and `wrongPassword` only the lobby knows (block lists and the
 * password stay on the server): the games list passes false and lets the lobby answer.
 */
export type AccessViewer = {
  /** In a game (pending, or started and not finished) other than this one. */
  inOtherGame: boolean;
  /** Plays in this game. */
  isPlayer: boolean;
  canManageGames: boolean;
  blocked: boolean;
  wrongPassword: boolean;
};

export const accessMessages = {
  blocked: 'You cannot join this game',
  busy: 'You are already in a game',
  password: 'Incorrect game password',
  cannotJoin: 'This game cannot be joined',
  noSpectators: 'This game does not allow spectators',
  playing: 'You are playing in this game',
  waitingForSecond: 'This game is waiting for its second player',
} as const;

function common(viewer: AccessViewer): string | null {
  if (viewer.blocked) return accessMessages.blocked;
  if (viewer.inOtherGame) return accessMessages.busy;
  if (viewer.wrongPassword && !viewer.canManageGames) return accessMessages.password;
  return null;
}

/** Join (site-spec 2): viewer in no other game, game not started, not solo, exactly one player. */
export function joinProblem(game: AccessGame, viewer: AccessViewer): string | null {
  const problem = common(viewer);
  if (problem) return problem;
  if (game.started || game.solo || game.players !== 1) return accessMessages.cannotJoin;
  return null;
}

/**
 * Watch (site-spec 2): viewer in no other game, spectators allowed or a games manager, not a player
 * of it, and not a game still waiting for its second player (that one is joined instead).
 */
export function watchProblem(game: AccessGame, viewer: AccessViewer): string | null {
  const problem = common(viewer);
  if (problem) return problem;
  if (!game.allowSpectators && !viewer.canManageGames) return accessMessages.noSpectators;
  if (viewer.isPlayer) return accessMessages.playing;
  if (!game.started && game.players < 2) return accessMessages.waitingForSecond;
  return null;
}
