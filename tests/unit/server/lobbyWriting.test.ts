import { describe, expect, it } from 'vitest';
import { lobbyClientEvents } from '../../../src/protocol/sockets';
import { createGame } from '../../../src/server/lobby/games';
import { bindLobbyEvents } from '../../../src/server/lobby/handlers';
import type { Lobby } from '../../../src/server/lobby/lobby';
import type { Connection } from '../../../src/server/lobby/presence';
import type { PendingGame } from '../../../src/server/lobby/types';
import { identity } from '../lobbyRules/fixtures';

/**
 * Every change to games runs as the one writer (Lobby.serial) by construction: what changes games
 * takes the Writing that only serial makes, so a change outside it does not compile (the marked lines
 * below must not: tsc fails on an unused @ts-expect-error), and a socket event that changes games runs
 * inside serial because its handler needs that Writing. Never called: type checks only.
 */
export function typeChecks(lobby: Lobby, game: PendingGame): void {
  // @ts-expect-error a change to games outside Lobby.serial
  lobby.publish(game);
  // @ts-expect-error a change to games outside Lobby.serial
  lobby.sendGameState(game);
  // @ts-expect-error a change to games outside Lobby.serial
  createGame(lobby, identity('ann'), { name: 'x' });
  void lobby.serial((w) => {
    w.publish(game);
    return createGame(w, identity('ann'), { name: 'x' });
  });
}

describe('lobby events that change games', () => {
  it('run inside Lobby.serial, each bound from the one table, and reads do not take the lock', async () => {
    const listeners = new Map<string, (...args: unknown[]) => Promise<void>>();
    const socket = { id: 's1', on: (e: string, fn: (...args: unknown[]) => Promise<void>) => listeners.set(e, fn), emit: () => true, handshake: { headers: {} } };
    let depth = 0;
    const serialRuns: number[] = [];
    const stateSends: boolean[] = [];
    const game = { id: 'g1', messages: [] as unknown[] };
    const lobby = {
      games: new Map([['g1', game]]),
      chatLimit: { take: () => true },
      isMember: () => true,
      gameOf: () => null,
      sendGameState: () => void stateSends.push(depth > 0),
      ctx: { log: { error: () => undefined } },
      async serial<T>(fn: (w: unknown) => T): Promise<T> {
        serialRuns.push(1);
        depth++;
        try {
          return await fn(lobby);
        } finally {
          depth--;
        }
      },
    };
    const c = { socket, user: identity('ann'), seen: new Set<string>() };
    bindLobbyEvents(lobby as unknown as Lobby, c as unknown as Connection);
    expect([...listeners.keys()].sort()).toEqual(Object.keys(lobbyClientEvents).sort());

    await listeners.get('gamechat')!('g1', 'hello');
    // 'draft' sends the game's state again (marking it changed): it was missing from the old hand-kept list.
    await listeners.get('draft')!('g1');
    expect(stateSends).toEqual([true, true]);
    const before = serialRuns.length;
    await listeners.get('ping')!();
    expect(serialRuns.length).toBe(before);
  });
});
