import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  GAME_RECONNECT_ATTEMPTS,
  gameConnectionMachine,
  gamePingStatus,
  showDisconnectedSplash,
} from '../../../statecharts/gameConnection';
import { advance, allStates, allTransitions, explore, playShortestPaths } from './model';

const cases = {
  'ping.result': [
    { type: 'ping.result', latency: 200 },
    { type: 'ping.result', latency: 500 },
  ],
};

function start(input?: { isReplay?: boolean; gameStarted?: boolean }) {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const machine = gameConnectionMachine.provide({
    actions: {
      connect: () => void log.push(`connect@${clock.now()}`),
      sendPing: () => void log.push(`ping@${clock.now()}`),
      closeSocket: () => void log.push(`close@${clock.now()}`),
    },
  });
  const actor = createActor(machine, { clock, input }).start();
  return { actor, clock, log };
}

describe('gameConnection model', () => {
  for (const input of [{ isReplay: false }, { isReplay: true }]) {
    describe(`isReplay ${input.isReplay}`, () => {
      const run = explore(gameConnectionMachine, { cases, input });

      it('reaches every state', () => {
        expect([...run.statesReached].sort()).toEqual(allStates(gameConnectionMachine).sort());
      });

      it('takes every transition', () => {
        expect(allTransitions(gameConnectionMachine).filter((t) => !run.transitionsTaken.has(t))).toEqual([]);
      });

      it('a real actor agrees with the model on every edge and every shortest path', () => {
        expect(run.mismatches).toEqual([]);
        const played = playShortestPaths(gameConnectionMachine, { cases, input });
        expect(played.failures).toEqual([]);
      });
    });
  }
});

describe('gameConnection rules', () => {
  it('retries after 1, 2, 3, 4, 5 s, then gives up after 5 attempts', () => {
    const { actor, clock, log } = start({ gameStarted: true });
    actor.send({ type: 'socket.connected' });
    actor.send({ type: 'socket.disconnected' });
    const waits: number[] = [];
    let t = clock.now();
    for (let i = 0; i < GAME_RECONNECT_ATTEMPTS; i++) {
      while (!actor.getSnapshot().matches('reconnecting')) advance(clock, 100);
      waits.push(clock.now() - t);
      actor.send({ type: 'socket.error' });
      t = clock.now();
    }
    expect(waits).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(actor.getSnapshot().value).toBe('connectFailed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(log.filter((l) => l.startsWith('connect@'))).toHaveLength(1 + 5);
    expect(log.at(-1)).toBe(`close@${clock.now()}`);
    advance(clock, 60_000);
    expect(log.filter((l) => l.startsWith('connect@'))).toHaveLength(6);
  });

  it('a failed first connection also gets 5 retries', () => {
    const { actor, clock } = start();
    actor.send({ type: 'socket.error' });
    for (let i = 0; i < 4; i++) {
      advance(clock, 5000);
      actor.send({ type: 'socket.error' });
      expect(actor.getSnapshot().value).toBe('disconnected');
    }
    advance(clock, 5000);
    actor.send({ type: 'socket.error' });
    expect(actor.getSnapshot().value).toBe('connectFailed');
  });

  it('a reconnect within the 5 attempts starts counting afresh', () => {
    const { actor, clock } = start();
    actor.send({ type: 'socket.connected' });
    actor.send({ type: 'socket.disconnected' });
    advance(clock, 1000 + 2000 + 3000 + 4000);
    expect(actor.getSnapshot().context.attempts).toBe(1);
    actor.send({ type: 'socket.connected' });
    expect(actor.getSnapshot().context.attempts).toBe(0);
  });

  it('shows Disconnected! while the connection is lost, except in replays', () => {
    const live = start();
    live.actor.send({ type: 'socket.connected' });
    expect(showDisconnectedSplash(live.actor.getSnapshot())).toBe(false);
    live.actor.send({ type: 'socket.disconnected' });
    expect(showDisconnectedSplash(live.actor.getSnapshot())).toBe(true);
    advance(live.clock, 1000);
    expect(live.actor.getSnapshot().value).toBe('reconnecting');
    expect(showDisconnectedSplash(live.actor.getSnapshot())).toBe(true);

    const replay = start({ isReplay: true });
    replay.actor.send({ type: 'socket.connected' });
    replay.actor.send({ type: 'socket.disconnected' });
    expect(showDisconnectedSplash(replay.actor.getSnapshot())).toBe(false);
  });

  it('pings every 10 s only once the game has started', () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'socket.connected' });
    advance(clock, 15_000);
    expect(log.filter((l) => l.startsWith('ping'))).toEqual([]);
    actor.send({ type: 'game.started' });
    advance(clock, 20_000);
    expect(log.filter((l) => l.startsWith('ping'))).toEqual(['ping@15000', 'ping@25000', 'ping@35000']);
    actor.send({ type: 'ping.result', latency: 250 });
    expect(gamePingStatus(actor.getSnapshot()).level).toBe('warning');
  });

  it('leavegame closes the socket for good, from any state', () => {
    for (const setup of [
      (a: ReturnType<typeof start>['actor']) => a,
      (a: ReturnType<typeof start>['actor']) => a.send({ type: 'socket.connected' }),
      (a: ReturnType<typeof start>['actor']) => a.send({ type: 'socket.error' }),
    ]) {
      const { actor, log } = start();
      setup(actor);
      actor.send({ type: 'leavegame' });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(actor.getSnapshot().status).toBe('done');
      expect(showDisconnectedSplash(actor.getSnapshot())).toBe(false);
      expect(log.at(-1)).toMatch(/^close@/);
    }
  });
});
