import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { PromptButton as ProtocolButton } from '../../../src/protocol/game';
import {
  promptTimerMachine,
  promptTimerText,
  timerText,
  type PromptButton,
} from '../../../statecharts/promptTimer';
import { advance, allStates, allTransitions, explore, playShortestPaths } from './model';

const _fits: PromptButton = {} as ProtocolButton;
void _fits;

const pass: PromptButton = { text: 'Pass', command: 'menuButton', arg: 'pass', uuid: 'u-pass', timer: true };
const cancel: PromptButton = { text: 'Wait', command: 'menuButton', arg: 'wait', uuid: 'u-wait', timerCancel: true };
const other: PromptButton = { text: 'Done', command: 'menuButton', arg: 'done', uuid: 'u-done' };

const cases = {
  // A 0.3 s timer keeps the model small: 3 ticks.
  'buttons.changed': [
    { type: 'buttons.changed', buttons: [pass, cancel], timerLength: 0.3 },
    { type: 'buttons.changed', buttons: [pass], timerLength: 0 },
    { type: 'buttons.changed', buttons: [other] },
  ],
  click: [
    { type: 'click', button: cancel },
    { type: 'click', button: other },
  ],
};

function start() {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const machine = promptTimerMachine.provide({
    actions: {
      timerExpired: (_, { uuid }) => void log.push(`expired ${uuid}@${clock.now()}`),
      sendButton: (_, button) => void log.push(`button ${button.arg}@${clock.now()}`),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, log };
}

describe('promptTimer model', () => {
  const run = explore(promptTimerMachine, { cases });

  it('reaches every state', () => {
    expect([...run.statesReached].sort()).toEqual(allStates(promptTimerMachine).sort());
  });

  it('takes every transition', () => {
    expect(allTransitions(promptTimerMachine).filter((t) => !run.transitionsTaken.has(t))).toEqual([]);
  });

  it('a real actor agrees with the model on every edge and every shortest path', () => {
    expect(run.mismatches).toEqual([]);
    expect(playShortestPaths(promptTimerMachine, { cases }).failures).toEqual([]);
  });
});

describe('promptTimer rules', () => {
  it('fires pass with the timer button uuid exactly when the timer runs out', () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'buttons.changed', buttons: [other, pass], timerLength: 5 });
    advance(clock, 4900);
    expect(log).toEqual([]);
    expect(promptTimerText(actor.getSnapshot())).toBe('Auto passing in 1...');
    advance(clock, 100);
    expect(log).toEqual(['expired u-pass@5000']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(promptTimerText(actor.getSnapshot())).toBeUndefined();
    advance(clock, 10_000);
    expect(log).toHaveLength(1);
  });

  it('ticks every 100 ms, showing whole seconds left rounded up', () => {
    const { actor, clock } = start();
    actor.send({ type: 'buttons.changed', buttons: [pass], timerLength: 3 });
    const seen: string[] = [];
    for (let t = 0; t < 3000; t += 100) {
      seen.push(promptTimerText(actor.getSnapshot())!);
      expect(actor.getSnapshot().context.remainingMs).toBe(3000 - t);
      advance(clock, 100);
    }
    expect(seen.slice(0, 11)).toEqual([...Array(10).fill('Auto passing in 3...'), 'Auto passing in 2...']);
    expect(seen.at(-1)).toBe('Auto passing in 1...');
    expect(timerText({ remainingMs: 2001, buttonUuid: null })).toBe('Auto passing in 3...');
  });

  it('does not start without a timer button or without a timer length', () => {
    const { actor } = start();
    actor.send({ type: 'buttons.changed', buttons: [other], timerLength: 5 });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'buttons.changed', buttons: [pass], timerLength: 0 });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'buttons.changed', buttons: [pass] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('any click stops it and runs that button', () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'buttons.changed', buttons: [pass, other], timerLength: 2 });
    advance(clock, 1000);
    actor.send({ type: 'click', button: other });
    advance(clock, 5000);
    expect(log).toEqual(['button done@1000']);
  });

  it('a timer-cancel button cancels the timer, then runs its own command', () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'buttons.changed', buttons: [pass, cancel], timerLength: 2 });
    advance(clock, 500);
    actor.send({ type: 'click', button: cancel });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remainingMs).toBe(0);
    advance(clock, 5000);
    expect(log).toEqual(['button wait@500']);
  });

  it('new buttons restart the timer from the full length, or stop it', () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'buttons.changed', buttons: [pass], timerLength: 1 });
    advance(clock, 800);
    actor.send({ type: 'buttons.changed', buttons: [{ ...pass, uuid: 'u-next' }], timerLength: 1 });
    advance(clock, 999);
    expect(log).toEqual([]);
    advance(clock, 1);
    expect(log).toEqual(['expired u-next@1800']);
    actor.send({ type: 'buttons.changed', buttons: [pass], timerLength: 1 });
    advance(clock, 500);
    actor.send({ type: 'buttons.changed', buttons: [other] });
    advance(clock, 5000);
    expect(log).toHaveLength(1);
  });
});
