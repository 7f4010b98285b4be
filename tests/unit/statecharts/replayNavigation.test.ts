import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ReplayStep } from '../../../src/protocol/game';
import {
  clampStep,
  navigate,
  replayNavigationMachine,
  stepDelay,
  type ReplayMove,
  type ReplayStepRef,
} from '../../../statecharts/replayNavigation';
import { advance, allStates, allTransitions, explore, playShortestPaths } from './model';

const _fits: ReplayStepRef = {} as ReplayStep;
void _fits;

const tags = [
  'ability', // 0: setup before the first round
  'prepare', // 1: round 1
  'begin-turn', // 2
  'ability', // 3
  'attackers-declared', // 4
  'begin-turn', // 5
  'prepare', // 6: round 2
  'begin-turn', // 7
  'battle-resolved', // 8
  'end', // 9
];
const steps: ReplayStepRef[] = tags.map((tag) => ({ tag }));

function from(index: number, move: ReplayMove) {
  return navigate(steps, index, move);
}

describe('replayNavigation model', () => {
  const small = { steps: [{ tag: 'prepare' }, { tag: 'begin-turn' }, { tag: 'ability' }, { tag: 'end' }] };
  const cases = {
    setSpeed: [{ type: 'setSpeed', speed: 2 }],
    seek: [
      { type: 'seek', index: 2 },
      { type: 'seek', index: 3 },
    ],
  };
  const run = explore(replayNavigationMachine, { cases, input: small });

  it('reaches every state', () => {
    expect([...run.statesReached].sort()).toEqual(allStates(replayNavigationMachine).sort());
  });

  it('takes every transition', () => {
    expect(allTransitions(replayNavigationMachine).filter((t) => !run.transitionsTaken.has(t))).toEqual([]);
  });

  it('a real actor agrees with the model on every edge and every shortest path', () => {
    expect(run.mismatches).toEqual([]);
    expect(playShortestPaths(replayNavigationMachine, { cases, input: small }).failures).toEqual([]);
  });
});

describe('replay navigation by tags', () => {
  it('steps one at a time, within bounds', () => {
    expect(from(3, 'stepForward')).toBe(4);
    expect(from(3, 'stepBack')).toBe(2);
    expect(from(0, 'stepBack')).toBe(0);
    expect(from(9, 'stepForward')).toBe(9);
  });

  it('turn forward goes to the next begin-turn or end', () => {
    expect(from(0, 'turnForward')).toBe(2);
    expect(from(2, 'turnForward')).toBe(5);
    expect(from(5, 'turnForward')).toBe(7);
    expect(from(7, 'turnForward')).toBe(9);
    expect(from(9, 'turnForward')).toBe(9);
  });

  it('round forward goes to the next prepare or end', () => {
    expect(from(0, 'roundForward')).toBe(1);
    expect(from(1, 'roundForward')).toBe(6);
    expect(from(6, 'roundForward')).toBe(9);
    expect(from(9, 'roundForward')).toBe(9);
  });

  it('turn back goes to the previous begin-turn or prepare', () => {
    expect(from(9, 'turnBack')).toBe(7);
    expect(from(7, 'turnBack')).toBe(6);
    expect(from(6, 'turnBack')).toBe(5);
    expect(from(4, 'turnBack')).toBe(2);
    expect(from(2, 'turnBack')).toBe(1);
    expect(from(1, 'turnBack')).toBe(1);
  });

  it('round back goes to the previous prepare, and stays at the first prepare step', () => {
    expect(from(9, 'roundBack')).toBe(6);
    expect(from(6, 'roundBack')).toBe(1);
    expect(from(3, 'roundBack')).toBe(1);
    expect(from(1, 'roundBack')).toBe(1);
    expect(from(0, 'roundBack')).toBe(0);
    expect(navigate([{ tag: 'prepare' }, { tag: 'ability' }], 0, 'roundBack')).toBe(0);
  });

  it('start goes to step 0', () => {
    expect(from(7, 'start')).toBe(0);
  });

  it('an empty replay stays at 0', () => {
    for (const move of ['stepForward', 'stepBack', 'turnForward', 'roundBack', 'start'] as ReplayMove[]) {
      expect(navigate([], 0, move)).toBe(0);
    }
  });
});

describe('replay autoplay', () => {
  function start(speed?: number) {
    const clock = new SimulatedClock();
    const actor = createActor(replayNavigationMachine, { clock, input: { steps, speed } }).start();
    return { actor, clock };
  }

  it('the machine moves by the same rules', () => {
    const { actor } = start();
    actor.send({ type: 'roundForward' });
    actor.send({ type: 'roundBack' });
    actor.send({ type: 'roundBack' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'turnForward' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'start' });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('plays one step per second at speed 1 and pauses at the last step', () => {
    const { actor, clock } = start();
    actor.send({ type: 'play' });
    expect(actor.getSnapshot().value).toBe('playing');
    advance(clock, 999);
    expect(actor.getSnapshot().context.index).toBe(0);
    advance(clock, 1);
    expect(actor.getSnapshot().context.index).toBe(1);
    advance(clock, 8000);
    expect(actor.getSnapshot().context.index).toBe(9);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'play' });
    expect(actor.getSnapshot().value).toBe('paused');
  });

  it('speed changes the delay at once; pause stops', () => {
    const { actor, clock } = start();
    actor.send({ type: 'play' });
    advance(clock, 600);
    actor.send({ type: 'setSpeed', speed: 4 });
    advance(clock, 250);
    expect(actor.getSnapshot().context.index).toBe(1);
    advance(clock, 500);
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'pause' });
    advance(clock, 5000);
    expect(actor.getSnapshot().context.index).toBe(3);
    expect(stepDelay(0.5)).toBe(2000);
    expect(stepDelay(0)).toBe(1000);
  });
});

describe('replay seek (the seek bar: click, drag, keys, tag markers)', () => {
  function start() {
    const clock = new SimulatedClock();
    const actor = createActor(replayNavigationMachine, { clock, input: { steps } }).start();
    return { actor, clock };
  }

  it('goes straight to the step asked for, clamped to the replay', () => {
    const { actor } = start();
    actor.send({ type: 'seek', index: 7 });
    expect(actor.getSnapshot().context.index).toBe(7);
    actor.send({ type: 'stepBack' });
    expect(actor.getSnapshot().context.index).toBe(6);
    actor.send({ type: 'seek', index: 2.6 });
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'seek', index: 50 });
    expect(actor.getSnapshot().context.index).toBe(9);
    actor.send({ type: 'seek', index: -4 });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'seek', index: Number.NaN });
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(clampStep([], 5)).toBe(0);
  });

  it('during autoplay it moves the play head and autoplay goes on from there a whole step later', () => {
    const { actor, clock } = start();
    actor.send({ type: 'play' });
    advance(clock, 900);
    actor.send({ type: 'seek', index: 5 });
    expect(actor.getSnapshot().context.index).toBe(5);
    expect(actor.getSnapshot().value).toBe('playing');
    advance(clock, 900);
    expect(actor.getSnapshot().context.index).toBe(5);
    advance(clock, 100);
    expect(actor.getSnapshot().context.index).toBe(6);
  });

  it('seeking to the last step during autoplay pauses, as reaching it does', () => {
    const { actor } = start();
    actor.send({ type: 'play' });
    actor.send({ type: 'seek', index: 9 });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.index).toBe(9);
  });
});
