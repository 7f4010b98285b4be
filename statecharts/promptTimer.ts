import { assign, setup, type SnapshotFrom } from 'xstate';

// The prompt's auto-pass timer (board-spec 4 and 9). New prompt buttons that include a timer
// button start it when the prompt sets a timer length; it ticks every 100 ms; at expiry the
// client's `timerExpired` action gets that button's uuid (and sends menuButton pass). Every
// button click goes through `click`: it stops the timer, then runs the button's own command
// through the client's `sendButton` action (so a timer-cancel button cancels, then acts).

export const PROMPT_TIMER_TICK_MS = 100;

/** A prompt button, read structurally from the game view (board-spec 3). */
export interface PromptButton {
  uuid?: string;
  command?: string;
  arg?: unknown;
  text?: string;
  timer?: boolean;
  timerCancel?: boolean;
}

export interface PromptTimerContext {
  /** Milliseconds left; 0 when idle. */
  remainingMs: number;
  /** The timer button's uuid while running. */
  buttonUuid: string | null;
}

export type PromptTimerEvent =
  | { type: 'buttons.changed'; buttons: PromptButton[]; timerLength?: number | null }
  | { type: 'click'; button: PromptButton };

/** The timer button among new buttons, if the prompt set a timer length (seconds). */
export function timerButton(buttons: PromptButton[], timerLength: number | null | undefined): PromptButton | undefined {
  if (!timerLength || timerLength <= 0) return undefined;
  return buttons.find((b) => b.timer);
}

/** The bar's text, 'Auto passing in N...' with N whole seconds left rounded up. */
export function timerText(context: PromptTimerContext): string {
  return `Auto passing in ${Math.ceil(context.remainingMs / 1000)}...`;
}

export const promptTimerMachine = setup({
  types: {
    context: {} as PromptTimerContext,
    events: {} as PromptTimerEvent,
  },
  actions: {
    /** Client: the timer ran out; send menuButton pass for this uuid. */
    timerExpired: (_, _params: { uuid: string | null }) => {},
    /** Client: run the clicked button's own command. */
    sendButton: (_, _button: PromptButton) => {},
    start: assign(({ event }) => {
      if (event.type !== 'buttons.changed') return {};
      const button = timerButton(event.buttons, event.timerLength);
      return { remainingMs: Math.round((event.timerLength ?? 0) * 1000), buttonUuid: button?.uuid ?? null };
    }),
    tick: assign({ remainingMs: ({ context }) => Math.max(0, context.remainingMs - PROMPT_TIMER_TICK_MS) }),
    reset: assign({ remainingMs: 0, buttonUuid: null }),
  },
  guards: {
    hasTimer: ({ event }) => event.type === 'buttons.changed' && timerButton(event.buttons, event.timerLength) !== undefined,
    lastTick: ({ context }) => context.remainingMs <= PROMPT_TIMER_TICK_MS,
  },
  delays: {
    tick: PROMPT_TIMER_TICK_MS,
  },
}).createMachine({
  id: 'promptTimer',
  context: { remainingMs: 0, buttonUuid: null },
  initial: 'idle',
  on: {
    'buttons.changed': [
      { guard: 'hasTimer', target: '.running', reenter: true, actions: 'start' },
      { target: '.idle', actions: 'reset' },
    ],
    click: { target: '.idle', actions: ['reset', { type: 'sendButton', params: ({ event }) => event.button }] },
  },
  states: {
    idle: {},
    running: {
      after: {
        tick: [
          {
            guard: 'lastTick',
            target: 'idle',
            actions: [{ type: 'timerExpired', params: ({ context }) => ({ uuid: context.buttonUuid }) }, 'reset'],
          },
          { target: 'running', reenter: true, actions: 'tick' },
        ],
      },
    },
  },
});

export type PromptTimerSnapshot = SnapshotFrom<typeof promptTimerMachine>;

/** The bar's text while running, else undefined. */
export function promptTimerText(snapshot: PromptTimerSnapshot): string | undefined {
  return snapshot.matches('running') ? timerText(snapshot.context) : undefined;
}
