import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  LOST_CONNECTION_MESSAGE,
  lobbyConnectionMachine,
  lobbyLostMessage,
  lobbyPingStatus,
} from '../../../statecharts/lobbyConnection';
import { pingStatus, reconnectDelayMs } from '../../../statecharts/ping';
import { advance, allStates, allTransitions, explore, playShortestPaths } from './model';

const cases = {
  'ping.result': [
    { type: 'ping.result', latency: 100 },
    { type: 'ping.result', latency: 400 },
  ],
};
// Attempts grow without bound (unlimited retries) but past 5 every state behaves the same.
const serializeContext = (c: Record<string, unknown>) => ({ ...c, attempts: Math.min(c.attempts as number, 5) });

function start() {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const machine = lobbyConnectionMachine.provide({
    actions: {
      connect: () => void log.push(`connect@${clock.now()}`),
      sendPing: () => void log.push(`ping@${clock.now()}`),
    },
  });
  const actor = createActor(machine, { clock, input: {} }).start();
  return { actor, clock, log };
}

describe('lobbyConnection model', () => {
  const run = explore(lobbyConnectionMachine, { cases, serializeContext });

  it('reaches every state', () => {
    expect([...run.statesReached].sort()).toEqual(allStates(lobbyConnectionMachine).sort());
  });

  it('takes every transition', () => {
    expect(allTransitions(lobbyConnectionMachine).filter((t) => !run.transitionsTaken.has(t))).toEqual([]);
  });

  it('a real actor agrees with the model on every edge and every shortest path', () => {
    expect(run.mismatches).toEqual([]);
    const played = playShortestPaths(lobbyConnectionMachine, { cases, serializeContext });
    expect(played.paths).toBeGreaterThan(5);
    expect(played.failures).toEqual([]);
  });
});

describe('lobbyConnection rules', () => {
  it('reconnects after 1, 2, 3, 4, 5, 5, 5 s, without limit', () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'socket.connected' });
    actor.send({ type: 'socket.disconnected' });
    log.length = 0;
    let t = clock.now();
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      let waited = 0;
      while (!actor.getSnapshot().matches('reconnecting')) {
        clock.increment(100);
        waited += 100;
        expect(waited).toBeLessThanOrEqual(5000);
      }
      waits.push(clock.now() - t);
      actor.send({ type: 'socket.error' });
      t = clock.now();
    }
    expect(waits).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000, 5000]);
    expect(log.filter((l) => l.startsWith('connect'))).toHaveLength(8);
    expect(actor.getSnapshot().context.attempts).toBe(8);
  });

  it('a successful reconnect resets the delay to 1 s', () => {
    const { actor, clock } = start();
    actor.send({ type: 'socket.error' });
    clock.increment(1000);
    actor.send({ type: 'socket.error' });
    clock.increment(2000);
    actor.send({ type: 'socket.connected' });
    expect(actor.getSnapshot().context.attempts).toBe(0);
    actor.send({ type: 'socket.disconnected' });
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe('disconnected');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('reconnecting');
  });

  it('shows the lost-connection message only while disconnected or reconnecting', () => {
    const { actor, clock } = start();
    expect(lobbyLostMessage(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'socket.connected' });
    expect(lobbyLostMessage(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'socket.disconnected' });
    expect(lobbyLostMessage(actor.getSnapshot())).toBe(LOST_CONNECTION_MESSAGE);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('reconnecting');
    expect(lobbyLostMessage(actor.getSnapshot())).toBe(LOST_CONNECTION_MESSAGE);
    actor.send({ type: 'socket.connected' });
    expect(lobbyLostMessage(actor.getSnapshot())).toBeUndefined();
    expect(LOST_CONNECTION_MESSAGE).toBe(
      'The connection to the lobby has been lost, waiting for it to be restored. If this message persists, please refresh the page.',
    );
  });

  it('pings on connecting and every 10 s, but not in a started game', () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'socket.connected' });
    advance(clock, 25_000);
    expect(log.filter((l) => l.startsWith('ping'))).toEqual(['ping@0', 'ping@10000', 'ping@20000']);
    actor.send({ type: 'game.started' });
    advance(clock, 30_000);
    expect(log.filter((l) => l.startsWith('ping'))).toHaveLength(3);
    actor.send({ type: 'game.ended' });
    expect(log.at(-1)).toBe('ping@55000');
  });

  it('a game started while disconnected keeps the lobby quiet after reconnecting', () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'socket.error' });
    actor.send({ type: 'game.started' });
    clock.increment(1000);
    actor.send({ type: 'socket.connected' });
    expect(actor.getSnapshot().matches({ connected: 'quiet' })).toBe(true);
    expect(log.some((l) => l.startsWith('ping'))).toBe(false);
  });

  it('classifies the ping: under 150 success, under 300 warning, else danger, unknown waits', () => {
    expect(pingStatus(undefined)).toEqual({ level: 'unknown', text: 'Waiting for ping' });
    expect(pingStatus(149).level).toBe('success');
    expect(pingStatus(150).level).toBe('warning');
    expect(pingStatus(299).level).toBe('warning');
    expect(pingStatus(300).level).toBe('danger');
    const { actor } = start();
    actor.send({ type: 'socket.connected' });
    expect(lobbyPingStatus(actor.getSnapshot()).text).toBe('Waiting for ping');
    actor.send({ type: 'ping.result', latency: 120 });
    expect(lobbyPingStatus(actor.getSnapshot())).toEqual({ level: 'success', text: '120ms' });
    actor.send({ type: 'socket.disconnected' });
    expect(lobbyPingStatus(actor.getSnapshot()).level).toBe('unknown');
  });

  it('reconnect delay helper', () => {
    expect([1, 2, 3, 4, 5, 6, 100].map(reconnectDelayMs)).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000]);
  });
});
