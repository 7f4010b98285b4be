import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameCounter, userCounter } from '../../../src/server/lobby/heldLists';
import type { LobbyIdentity, PendingGame } from '../../../src/server/lobby/types';
import { blocks, canSeeGame } from '../../../src/server/lobby/visibility';

/**
 * The held-back sockets' counts (heldLists.ts) are computed once per tick for every viewer; they must
 * be exactly what the lists themselves would show: canSeeGame for games, blocks either way for users.
 */
const names = ['ann', 'Bob', 'cid', 'dee', 'eve', 'fay'];
const blockList = fc.subarray([...names, 'ANN', 'bob', 'zed']);
const identity = fc.record({
  username: fc.constantFrom(...names),
  blockList,
  canManageGames: fc.boolean(),
});
const game = fc.record({
  players: fc.uniqueArray(fc.record({ username: fc.constantFrom(...names), blockList }), { selector: (p) => p.username, maxLength: 2 }),
  spectators: fc.uniqueArray(fc.record({ username: fc.constantFrom(...names), blockList }), { selector: (p) => p.username, maxLength: 2 }),
  gamePrivate: fc.boolean(),
});

const asIdentity = (v: { username: string; blockList: string[]; canManageGames: boolean }): LobbyIdentity => ({
  userId: v.username,
  sessionId: 's',
  username: v.username,
  permissions: { canManageGames: v.canManageGames },
  blockList: v.blockList,
  avatar: null,
  faveColor: null,
  gamesPlayed: 0,
});

type Member = { username: string; blockList: string[] };
const asGame = (g: { players: Member[]; spectators: Member[]; gamePrivate: boolean }, i: number): PendingGame =>
  ({
    id: `g${i}`,
    options: { gamePrivate: g.gamePrivate },
    players: new Map(g.players.map((p) => [p.username, { username: p.username, blockList: p.blockList }])),
    // One game per user, as the lobby keeps it: a player is not also a spectator.
    spectators: new Map(g.spectators.filter((s) => !g.players.some((p) => p.username === s.username)).map((s) => [s.username, { userId: s.username, blockList: s.blockList }])),
  }) as unknown as PendingGame;

describe('held-back counts', () => {
  it('count the games each viewer would be listed, as canSeeGame decides', () => {
    fc.assert(
      fc.property(fc.array(game, { maxLength: 8 }), fc.array(identity, { minLength: 1, maxLength: 6 }), (gs, viewers) => {
        const games = gs.map(asGame);
        const count = gameCounter(games);
        expect(count(null)).toBe(games.filter((g) => canSeeGame(g, null)).length);
        for (const v of viewers.map(asIdentity)) expect(count(v)).toBe(games.filter((g) => canSeeGame(g, v)).length);
      }),
      { numRuns: 500 },
    );
  });

  it('count the online users each viewer would be listed, blocked either way left out', () => {
    fc.assert(
      fc.property(fc.uniqueArray(identity, { selector: (u) => u.username, maxLength: 6 }), (us) => {
        const online = us.map(asIdentity);
        const count = userCounter(online);
        expect(count(null)).toBe(online.length);
        for (const v of online) expect(count(v)).toBe(online.filter((u) => !blocks(v, u)).length);
      }),
      { numRuns: 500 },
    );
  });
});
