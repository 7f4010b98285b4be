import { assign, not, setup, type SnapshotFrom } from 'xstate';

// Replay navigation by step index (site-spec 4, board-spec 4). Steps carry the spec's tags;
// the current step is context.index, which the board renders. Autoplay steps forward every
// stepDelay(speed) ms until the last step. Moves that find no matching step stay put. The seek
// bar sends `seek` with a step index (a click, a drag, a key or a tag marker); it is clamped.

export type ReplayTag =
  | 'prepare'
  | 'ability'
  | 'begin-turn'
  | 'attackers-declared'
  | 'defenders-declared'
  | 'battle-resolved'
  | 'end';

export interface ReplayStepRef {
  tag: ReplayTag | string;
}

/** Autoplay speeds the control offers, in steps per second. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
export const DEFAULT_REPLAY_SPEED = 1;

export interface ReplayNavigationContext {
  steps: ReplayStepRef[];
  index: number;
  speed: number;
}

export type ReplayNavigationEvent =
  | { type: 'start' }
  | { type: 'stepForward' }
  | { type: 'stepBack' }
  | { type: 'turnForward' }
  | { type: 'turnBack' }
  | { type: 'roundForward' }
  | { type: 'roundBack' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'setSpeed'; speed: number }
  | { type: 'seek'; index: number };

const TURN_FORWARD = ['begin-turn', 'end'];
const ROUND_FORWARD = ['prepare', 'end'];
const TURN_BACK = ['begin-turn', 'prepare'];
const ROUND_BACK = ['prepare'];

/** First step after `index` whose tag is one of `tags`; `index` itself when there is none. */
export function nextTagged(steps: ReplayStepRef[], index: number, tags: string[]): number {
  for (let i = index + 1; i < steps.length; i++) if (tags.includes(steps[i].tag)) return i;
  return index;
}

/** Last step before `index` whose tag is one of `tags`; `index` itself when there is none. */
export function previousTagged(steps: ReplayStepRef[], index: number, tags: string[]): number {
  for (let i = Math.min(index, steps.length) - 1; i >= 0; i--) if (tags.includes(steps[i].tag)) return i;
  return index;
}

export type ReplayMove = Exclude<ReplayNavigationEvent['type'], 'play' | 'pause' | 'setSpeed' | 'seek'>;

/** A seek target as a step index: a whole number within 0..steps.length-1 (NaN goes to 0). */
export function clampStep(steps: readonly ReplayStepRef[], index: number): number {
  const last = Math.max(steps.length - 1, 0);
  return Number.isFinite(index) ? Math.min(Math.max(Math.round(index), 0), last) : 0;
}

/** Where a navigation move goes from `index`, within 0..steps.length-1. */
export function navigate(steps: ReplayStepRef[], index: number, move: ReplayMove): number {
  const last = Math.max(steps.length - 1, 0);
  switch (move) {
    case 'start':
      return 0;
    case 'stepForward':
      return Math.min(index + 1, last);
    case 'stepBack':
      return Math.max(index - 1, 0);
    case 'turnForward':
      return nextTagged(steps, index, TURN_FORWARD);
    case 'roundForward':
      return nextTagged(steps, index, ROUND_FORWARD);
    case 'turnBack':
      return previousTagged(steps, index, TURN_BACK);
    case 'roundBack':
      return previousTagged(steps, index, ROUND_BACK);
  }
}

/** Milliseconds between autoplay steps at a speed in steps per second. */
export function stepDelay(speed: number): number {
  return Math.round(1000 / (speed > 0 ? speed : DEFAULT_REPLAY_SPEED));
}

const moves = {
  start: { actions: { type: 'go', params: { move: 'start' } } },
  stepForward: { actions: { type: 'go', params: { move: 'stepForward' } } },
  stepBack: { actions: { type: 'go', params: { move: 'stepBack' } } },
  turnForward: { actions: { type: 'go', params: { move: 'turnForward' } } },
  turnBack: { actions: { type: 'go', params: { move: 'turnBack' } } },
  roundForward: { actions: { type: 'go', params: { move: 'roundForward' } } },
  roundBack: { actions: { type: 'go', params: { move: 'roundBack' } } },
} as const;

export const replayNavigationMachine = setup({
  types: {
    context: {} as ReplayNavigationContext,
    events: {} as ReplayNavigationEvent,
    input: {} as { steps: ReplayStepRef[]; speed?: number },
  },
  actions: {
    go: assign({
      index: ({ context }, params: { move: ReplayMove }) => navigate(context.steps, context.index, params.move),
    }),
    seek: assign({
      index: ({ context, event }) => (event.type === 'seek' ? clampStep(context.steps, event.index) : context.index),
    }),
    setSpeed: assign({
      speed: ({ context, event }) => (event.type === 'setSpeed' && event.speed > 0 ? event.speed : context.speed),
    }),
  },
  guards: {
    atLastStep: ({ context }) => context.index >= context.steps.length - 1,
  },
  delays: {
    stepDelay: ({ context }) => stepDelay(context.speed),
  },
}).createMachine({
  id: 'replayNavigation',
  context: ({ input }) => ({ steps: input.steps, index: 0, speed: input.speed ?? DEFAULT_REPLAY_SPEED }),
  initial: 'paused',
  on: {
    ...moves,
    setSpeed: { actions: 'setSpeed' },
    seek: { actions: 'seek' },
  },
  states: {
    paused: {
      on: { play: { guard: not('atLastStep'), target: 'playing' } },
    },
    playing: {
      always: { guard: 'atLastStep', target: 'paused' },
      on: {
        pause: 'paused',
        // A new speed applies at once rather than after the step already scheduled.
        setSpeed: { target: 'playing', reenter: true, actions: 'setSpeed' },
        // Autoplay goes on from where the user seeks, a whole step delay later (not mid-drag).
        seek: { target: 'playing', reenter: true, actions: 'seek' },
      },
      after: {
        stepDelay: { target: 'playing', reenter: true, actions: { type: 'go', params: { move: 'stepForward' } } },
      },
    },
  },
});

export type ReplayNavigationSnapshot = SnapshotFrom<typeof replayNavigationMachine>;
