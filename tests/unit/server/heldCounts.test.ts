import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameCounter, sendHeldCounts, sliceOf, userCounter } from '../../../src/server/lobby/heldLists';
import type { Lobby } from '../../../src/server/lobby/lobby';
import { blocks, canSeeGame } from '../../../src/server/lobby/visibility';
import { asGame, asIdentity, game, identity } from './lobbyArbitraries';

/**
 * The held-back sockets' counts (heldLists.ts) are computed once per tick for every viewer; they must
 * be exactly what the lists themselves would show: canSeeGame for games, blocks either way for users.
 */
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

  it('go out a slice at a time: each held socket once a round, whatever its id', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 12 }), (ids, of) => {
        const sent: string[] = [];
        const connections = new Map(ids.map((id) => [id, { paused: true, usersPaused: false, user: null, socket: { id, emit: () => sent.push(id) } }]));
        const lobby = { presence: { online: () => [], connections }, games: new Map() } as unknown as Lobby;
        for (let index = 0; index < of; index++) {
          const before = sent.length;
          sendHeldCounts(lobby, { index, of });
          expect(sent.slice(before).sort()).toEqual(ids.filter((id) => sliceOf(id, of) === index).sort());
        }
        expect([...sent].sort()).toEqual([...ids].sort());
      }),
      { numRuns: 300 },
    );
  });
});
