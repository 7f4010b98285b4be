import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { cardGestureMachine, DROP_WAIT_MS, HOLD_MS, type CardGestureEvent } from '../../../statecharts/cardGesture';
import { advance, allStates, allTransitions, explore, playShortestPaths } from './model';

type Down = Extract<CardGestureEvent, { type: 'down' }>;
const touch: Down = { type: 'down', uuid: 'c1', pointerId: 7, pointer: 'touch', x: 100, y: 100, alt: false, onMenuIcon: false, canDrag: true };
const mouse: Down = { type: 'down', uuid: 'c2', pointerId: 1, pointer: 'mouse', x: 100, y: 100, alt: false, onMenuIcon: true, canDrag: false };

const cases = {
  down: [touch, mouse],
  move: [{ type: 'move', x: 103, y: 102 }, { type: 'move', x: 140, y: 100 }],
  up: [{ type: 'up', x: 140, y: 100, alt: false, overTarget: true }, { type: 'up', x: 140, y: 100, alt: true, overTarget: false }],
};

function start() {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const say = (name: string) => (_: unknown, p?: unknown) => void log.push(p ? `${name} ${Object.values(p as object).join(' ')}` : name);
  const machine = cardGestureMachine.provide({
    actions: {
      click: say('click'), zoom: say('zoom'), unzoom: say('unzoom'), menu: say('menu'), startDrag: say('startDrag'),
      moveDrag: say('moveDrag'), drop: say('drop'), returnCard: say('returnCard'), land: say('land'),
    },
  });
  const actor = createActor(machine, { clock }).start();
  const state = () => actor.getSnapshot().value;
  return { actor, clock, log, state };
}

describe('cardGesture model', () => {
  const run = explore(cardGestureMachine, { cases });

  it('reaches every state', () => {
    expect([...run.statesReached].sort()).toEqual(allStates(cardGestureMachine).sort());
  });

  it('takes every transition', () => {
    expect(allTransitions(cardGestureMachine).filter((t) => !run.transitionsTaken.has(t))).toEqual([]);
  });

  it('a real actor agrees with the model on every edge and every shortest path', () => {
    expect(run.mismatches).toEqual([]);
    expect(playShortestPaths(cardGestureMachine, { cases }).failures).toEqual([]);
  });
});

describe('cardGesture rules', () => {
  it('a press and release in place is a click, with alt from either end', () => {
    const { actor, log, state } = start();
    actor.send({ ...mouse, alt: false });
    actor.send({ type: 'move', x: 104, y: 100 });
    actor.send({ type: 'up', x: 104, y: 100, alt: true, overTarget: false });
    expect(log).toEqual(['click c2 true true']);
    expect(state()).toBe('idle');
  });

  it('a mouse never holds; a touch held 450 ms zooms and opens the menu, and its release is no click', () => {
    const { actor, clock, log, state } = start();
    actor.send({ ...mouse, canDrag: true });
    advance(clock, HOLD_MS * 3);
    expect(state()).toBe('pressing');
    actor.send({ type: 'cancel' });
    actor.send(touch);
    advance(clock, HOLD_MS - 10);
    expect(log).toEqual([]);
    advance(clock, 10);
    expect(state()).toBe('holding');
    expect(log).toEqual(['zoom c1 100 100', 'menu c1']);
    actor.send({ type: 'up', x: 100, y: 100, alt: false, overTarget: false });
    expect(log).toEqual(['zoom c1 100 100', 'menu c1', 'unzoom']);
    expect(state()).toBe('idle');
  });

  it('a drag starts past 6 px, follows the pointer, and a release over a target drops and waits for the view', () => {
    const { actor, clock, log, state } = start();
    actor.send(touch);
    actor.send({ type: 'move', x: 105, y: 100 });
    expect(state()).toBe('pressing');
    actor.send({ type: 'move', x: 106, y: 100 });
    actor.send({ type: 'move', x: 200, y: 300 });
    actor.send({ type: 'up', x: 210, y: 310, alt: false, overTarget: true });
    expect(log).toEqual(['startDrag c1 100 100', 'moveDrag c1 200 300', 'drop c1 210 310']);
    expect(state()).toBe('dropping');
    advance(clock, DROP_WAIT_MS - 10);
    actor.send({ type: 'view' });
    expect(log.at(-1)).toBe('land c1');
    expect(state()).toBe('idle');
    advance(clock, DROP_WAIT_MS);
    expect(log.filter((l) => l.startsWith('returnCard'))).toEqual([]);
  });

  it('a dropped card goes back when no view comes within 1.5 s, or when another press begins', () => {
    const { actor, clock, log, state } = start();
    const drop = () => {
      actor.send(touch);
      actor.send({ type: 'move', x: 150, y: 100 });
      actor.send({ type: 'up', x: 150, y: 100, alt: false, overTarget: true });
    };
    drop();
    advance(clock, DROP_WAIT_MS - 10);
    expect(log.at(-1)).toBe('drop c1 150 100');
    advance(clock, 10);
    expect(log.at(-1)).toBe('returnCard c1');
    expect(state()).toBe('idle');
    drop();
    actor.send(mouse);
    expect(log.at(-1)).toBe('returnCard c1');
    expect(actor.getSnapshot().context.uuid).toBe('c2');
  });

  it('a release off every target, or a cancel, returns the card without a drop', () => {
    const { actor, log } = start();
    actor.send(touch);
    actor.send({ type: 'move', x: 150, y: 100 });
    actor.send({ type: 'up', x: 150, y: 100, alt: false, overTarget: false });
    actor.send(touch);
    actor.send({ type: 'move', x: 150, y: 100 });
    actor.send({ type: 'cancel' });
    expect(log.filter((l) => !l.startsWith('startDrag'))).toEqual(['returnCard c1', 'returnCard c1']);
  });

  it('a card with nowhere to go neither drags nor clicks when it slides', () => {
    const { actor, log, state } = start();
    actor.send(mouse);
    actor.send({ type: 'move', x: 150, y: 100 });
    expect(state()).toBe('idle');
    actor.send({ type: 'up', x: 150, y: 100, alt: false, overTarget: true });
    expect(log).toEqual([]);
    expect(actor.getSnapshot().context.uuid).toBe('');
  });

  it('a held touch can still be dragged', () => {
    const { actor, clock, log, state } = start();
    actor.send(touch);
    advance(clock, HOLD_MS);
    actor.send({ type: 'move', x: 160, y: 100 });
    expect(state()).toBe('dragging');
    expect(log).toEqual(['zoom c1 100 100', 'menu c1', 'unzoom', 'startDrag c1 100 100']);
  });
});
