// Model-based testing helpers: @xstate/graph walks each machine's state space with a finite
// set of event cases; every (state, event) edge is then replayed on a real actor to learn
// which transition definitions it took, and every shortest path is played on a live actor
// with a simulated clock (delayed transitions fire by advancing time, not by fake events).
import { getAdjacencyMap, getShortestPaths, getStateNodes as allStateNodes } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  getStateNodes,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';

export interface ExploreOptions {
  input?: unknown;
  /** Concrete events to try for event types that carry data, keyed by type. */
  cases?: Record<string, EventObject[]>;
  /** Collapses equivalent contexts so the traversal ends (e.g. caps a retry counter). */
  serializeContext?: (context: Record<string, unknown>) => unknown;
  limit?: number;
}

const AFTER_PREFIX = 'xstate.after.';

function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = t.eventType ? source.transitions.get(t.eventType) : source.always;
  const index = list ? list.indexOf(t) : -1;
  return `${source.id} ${t.eventType || 'always'} #${index}`;
}

/** Every transition definition in the machine, by a readable key. */
export function allTransitions(machine: AnyStateMachine): string[] {
  const nodes = [machine.root, ...allStateNodes(machine.root)];
  return nodes.flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionKey),
  );
}

/** Every state node id in the machine. */
export function allStates(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).map((n) => n.id);
}

function eventsFor(cases: Record<string, EventObject[]>) {
  return (snapshot: AnyMachineSnapshot): EventObject[] =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type: string) => cases[type] ?? [{ type }]);
}

function serializer(options: ExploreOptions) {
  const ctx = options.serializeContext ?? ((c) => c);
  return (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, context: ctx(snapshot.context), status: snapshot.status });
}

function comparable(snapshot: AnyMachineSnapshot, options: ExploreOptions) {
  const ctx = options.serializeContext ?? ((c) => c);
  return { value: snapshot.value, context: ctx(snapshot.context), status: snapshot.status };
}

/**
 * Advances a simulated clock in small steps. SimulatedClock.increment jumps straight to the end,
 * so timers started along the way would start late; stepping keeps every interval exact.
 */
export function advance(clock: SimulatedClock, ms: number, step = 10): void {
  for (let left = ms; left > 0; left -= step) clock.increment(Math.min(step, left));
}

export interface Exploration {
  statesReached: Set<string>;
  transitionsTaken: Set<string>;
  edges: number;
  /** Edges where the real actor ended somewhere other than the model said. */
  mismatches: string[];
}

/** Walks the machine with @xstate/graph and replays every edge on a restored real actor. */
export function explore(machine: AnyStateMachine, options: ExploreOptions = {}): Exploration {
  const adjacency = getAdjacencyMap(machine, {
    input: options.input,
    events: eventsFor(options.cases ?? {}),
    serializeState: serializer(options),
    limit: options.limit ?? 20_000,
  } as never);
  const statesReached = new Set<string>();
  const transitionsTaken = new Set<string>();
  const mismatches: string[] = [];
  let edges = 0;
  for (const { state, transitions } of Object.values(adjacency) as {
    state: AnyMachineSnapshot;
    transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
  }[]) {
    for (const node of getStateNodes(machine.root, state.value)) {
      if (node !== machine.root) statesReached.add(node.id);
    }
    if (state.status !== 'active') continue;
    for (const { event, state: next } of Object.values(transitions)) {
      edges++;
      const taken: AnyTransitionDefinition[] = [];
      const inspect = (ev: InspectionEvent) => {
        if (ev.type === '@xstate.microstep') taken.push(...(ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions);
      };
      const actor = createActor(machine, {
        snapshot: machine.getPersistedSnapshot(state),
        input: options.input,
        clock: new SimulatedClock(),
        inspect,
      } as never);
      actor.start();
      actor.send(event);
      for (const t of taken) transitionsTaken.add(transitionKey(t));
      const got = JSON.stringify(comparable(actor.getSnapshot(), options));
      const want = JSON.stringify(comparable(next, options));
      if (got !== want) mismatches.push(`${JSON.stringify(event)}: actor ${got}, model ${want}`);
      actor.stop();
    }
  }
  return { statesReached, transitionsTaken, edges, mismatches };
}

/** Delay in ms of a delayed transition event (`xstate.after.<delay>.<state id>`). */
function delayOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, eventType: string): number {
  const delay = eventType.slice(AFTER_PREFIX.length).split('.')[0];
  if (/^\d+$/.test(delay)) return Number(delay);
  const impl = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function') return impl({ context: snapshot.context, event: { type: eventType } }) as number;
  throw new Error(`unknown delay ${delay}`);
}

/**
 * Plays every shortest path from the initial state on a live actor with a simulated clock and
 * returns the paths whose end state differs from the model's. Delayed events are reached by
 * advancing the clock by exactly their delay.
 */
export function playShortestPaths(machine: AnyStateMachine, options: ExploreOptions = {}): { paths: number; failures: string[] } {
  const paths = getShortestPaths(machine, {
    input: options.input,
    events: eventsFor(options.cases ?? {}),
    serializeState: serializer(options),
    limit: options.limit ?? 20_000,
  } as never) as { state: AnyMachineSnapshot; steps: { event: EventObject; state: AnyMachineSnapshot }[] }[];
  const failures: string[] = [];
  for (const path of paths) {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: options.input, clock } as never);
    actor.start();
    for (const { event } of path.steps) {
      if (event.type.startsWith(AFTER_PREFIX)) {
        clock.increment(delayOf(machine, actor.getSnapshot(), event.type));
      } else {
        actor.send(event);
      }
    }
    const got = JSON.stringify(comparable(actor.getSnapshot(), options));
    const want = JSON.stringify(comparable(path.state, options));
    if (got !== want) failures.push(`${path.steps.map((s) => s.event.type).join(' > ')}: actor ${got}, model ${want}`);
    actor.stop();
  }
  return { paths: paths.length, failures };
}
