import { describe, expect, it } from 'vitest';
import { canJoin, canWatch, viewerOf } from '../../../src/client/pages/lobby/gameRules';
import { openToJoin, openToWatch } from '../../../src/server/lobby/ruleFacts';
import type { PendingGame } from '../../../src/server/lobby/types';
import { identity, pendingGame, received, type GameCase } from './fixtures';

// One table, two paths: the lobby's acceptance of joingame and watchgame (ruleFacts.ts, as games.ts
// calls it on its record) and the Join and Watch buttons of the viewer's games list.

/** The lobby's games and who is in which, as the join and watch checks read them. */
function lobbyOf(games: PendingGame[]) {
  const map = new Map(games.map((g) => [g.id, g]));
  const gameOf = (name: string) => games.find((g) => g.players.has(name) || g.spectators.has(name)) ?? null;
  return { games: map, gameOf };
}

const waiting: GameCase = { seats: [{ name: 'dora', deck: 'legal' }] };
const full: GameCase = { seats: [{ name: 'dora', deck: 'legal' }, { name: 'eli', deck: 'legal' }] };

const table: { title: string; game: GameCase; elsewhere?: boolean; manager?: boolean; join: boolean; watch: boolean }[] = [
  { title: 'a game waiting for its second player', game: waiting, join: true, watch: false },
  { title: 'a full pending game', game: full, join: false, watch: true },
  { title: 'a started game', game: { ...full, started: true }, join: false, watch: true },
  { title: 'a started game without spectators', game: { ...full, started: true, allowSpectators: false }, join: false, watch: false },
  { title: 'a started game without spectators, to a games manager', game: { ...full, started: true, allowSpectators: false }, manager: true, join: false, watch: true },
  { title: 'a solo game', game: { solo: true, format: 'solo', seats: [{ name: 'dora' }, { name: 'Chimera', bot: true }] }, join: false, watch: true },
  { title: 'a waiting game, to a viewer in another game', game: waiting, elsewhere: true, join: false, watch: false },
  { title: 'a started game, to a viewer in another game', game: { ...full, started: true }, elsewhere: true, join: false, watch: false },
  { title: 'a password game waiting for its second player (the right password typed)', game: { ...waiting, password: 'pw' }, join: true, watch: false },
];

describe('Join and Watch: the lobby and the games list agree', () => {
  it.each(table)('$title', ({ game, elsewhere, manager, join, watch }) => {
    const target = pendingGame(game);
    const other = pendingGame({ seats: [{ name: 'vic' }] });
    const lobby = lobbyOf(elsewhere ? [target, other] : [target]);
    const u = identity('vic', { permissions: manager ? { canManageGames: true } : {} });
    const viewer = viewerOf({ username: 'vic', permissions: u.permissions }, elsewhere ? other.id : null);
    const shown = received(target, 'vic');
    const accepted = (r: unknown) => typeof r !== 'string';
    expect({
      lobbyJoins: accepted(openToJoin(lobby, u, target.id, game.password)),
      joinShown: canJoin(shown, viewer),
      lobbyWatches: accepted(openToWatch(lobby, u, target.id, game.password)),
      watchShown: canWatch(shown, viewer),
    }).toEqual({ lobbyJoins: join, joinShown: join, lobbyWatches: watch, watchShown: watch });
  });

  it('what only the lobby knows: a wrong password and a block are refused after the click, with the reason', () => {
    const locked = pendingGame({ ...waiting, password: 'pw' });
    const viewer = viewerOf({ username: 'vic', permissions: {} }, null);
    expect(canJoin(received(locked, 'vic'), viewer)).toBe(true);
    expect(openToJoin(lobbyOf([locked]), identity('vic'), locked.id, 'nope')).toBe('Incorrect game password');
    const open = pendingGame(waiting);
    open.players.get('dora')!.blockList = ['vic'];
    expect(openToJoin(lobbyOf([open]), identity('vic'), open.id)).toBe('You cannot join this game');
  });
});
