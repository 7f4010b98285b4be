import { describe, expect, it } from 'vitest';
import { LobbyUser, type LobbyGame } from '../../../src/protocol/lobby';
import { lobbyUser } from '../../../src/server/lobby/presence';
import { lobbyGame, lobbyGameViews } from '../../../src/server/lobby/view';
import { identity, pendingGame, received, type GameCase } from '../lobbyRules/fixtures';

// The lists' lean entries (server/lobby/listEntry.ts): what a browser's parse makes of one is the game
// view itself, less only a started game's decks and champions, which no screen shows once it starts.
const cases: Record<string, GameCase> = {
  'waiting for a second player': { seats: [{ name: 'ann' }] },
  'two seats choosing decks': { seats: [{ name: 'ann', deck: 'legal' }, { name: 'bob' }] },
  'ready to start, with a password': { seats: [{ name: 'ann', deck: 'legal' }, { name: 'bob', deck: 'legal', precon: true }], password: 'pw' },
  'drafting': { format: 'draft', seats: [{ name: 'ann' }, { name: 'bob' }], draft: 'running' },
  'solo against the bot': { solo: true, seats: [{ name: 'ann', deck: 'legal' }, { name: 'Bot', bot: true, deck: 'legal', precon: true }], started: true },
  'started': { seats: [{ name: 'ann', deck: 'legal' }, { name: 'bob', deck: 'legal', precon: true }], started: true },
};

function withoutDecks(view: LobbyGame): LobbyGame {
  const players = Object.fromEntries(Object.entries(view.players).map(([name, { deck: _d, champions: _c, ...p }]) => [name, p]));
  return { ...view, players };
}

describe('a game in the lobby lists', () => {
  for (const [label, c] of Object.entries(cases)) {
    it(`parses back to the game as the lobby sees it: ${label}`, () => {
      const game = pendingGame(c);
      for (const viewer of [null, 'ann', 'bob', 'zed']) {
        const whole = lobbyGame(game, viewer);
        expect(received(game, viewer)).toEqual(game.started ? withoutDecks(whole) : whole);
      }
    });
  }

  it('weighs less than half of the whole view once started, and leaves a pending game its decks', () => {
    const started = pendingGame(cases.started);
    const wire = JSON.stringify(lobbyGameViews(started)(null));
    expect(wire.length).toBeLessThan(JSON.stringify(lobbyGame(started, null)).length / 2);
    expect(wire).not.toContain('champions');
    const pending = received(pendingGame(cases['ready to start, with a password']), 'bob');
    expect(Object.values(pending.players).map((p) => p.deck?.selected)).toEqual([true, true]);
    expect(Object.values(pending.players).map((p) => p.champions?.length)).toEqual([3, 3]);
  });
});

describe('a user in the lobby lists', () => {
  it('leaves out no avatar and no colour, and parses back to them as null', () => {
    const plain = identity('ann');
    expect(JSON.stringify(lobbyUser(plain))).not.toMatch(/avatar|faveColor/);
    expect(LobbyUser.parse(JSON.parse(JSON.stringify(lobbyUser(plain))))).toMatchObject({ username: 'ann', avatar: null, faveColor: null, gamesPlayed: 20 });
    const styled = identity('bob', { avatar: '/avatars/7.png', faveColor: 'teal' });
    expect(LobbyUser.parse(JSON.parse(JSON.stringify(lobbyUser(styled))))).toMatchObject({ avatar: '/avatars/7.png', faveColor: 'teal' });
  });
});
