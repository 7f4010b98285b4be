import { and, assign, setup } from 'xstate';

// A pointer gesture on a board card (issue 15), as tldraw runs its tools: the board's card layer
// feeds every pointer event of the press into one actor and performs what the machine decides.
//
//   idle ── down ──► pressing ── up ──► idle (click)
//                      │ └── hold (touch, 450 ms) ──► holding (zoom, menu) ── up ──► idle
//                      └── move past 6 px, draggable ──► dragging ── up on a target ──► dropping
//                                                          └── up elsewhere / cancel ──► idle (return)
//   dropping ── view ──► idle (the new view places the card) ── 1.5 s ──► idle (return)
//
// The context is one press: a few scalars, never a list, so @xstate/graph's walk ends. Moves
// that change nothing (below the threshold, or while dragging) run actions only. The machine does
// no I/O: the layer provides every action (`click`, `zoom`, `unzoom`, `menu`, `startDrag`,
// `moveDrag`, `drop`, `returnCard`, `land`); `zoneAt` and the drop rules stay in the layer, which
// says whether a release is over a target (`up.overTarget`).

/** Pixels a press may wander before it is a drag. */
export const DRAG_THRESHOLD_PX = 6;
/** A touch held this long zooms the card (and opens its menu, when it has one). */
export const HOLD_MS = 450;
/** A dropped card waits this long at the drop point for the next view before it goes back. */
export const DROP_WAIT_MS = 1500;

export type PointerKind = 'mouse' | 'touch' | 'pen';

export interface CardGestureContext {
  /** The pressed card, '' when idle. */
  uuid: string;
  pointerId: number;
  pointer: PointerKind;
  startX: number;
  startY: number;
  alt: boolean;
  /** The press began on the card's menu icon. */
  onMenuIcon: boolean;
  /** The card has somewhere to be dropped. */
  canDrag: boolean;
}

export type CardGestureEvent =
  | { type: 'down'; uuid: string; pointerId: number; pointer: PointerKind; x: number; y: number; alt: boolean; onMenuIcon: boolean; canDrag: boolean }
  | { type: 'move'; x: number; y: number }
  | { type: 'up'; x: number; y: number; alt: boolean; overTarget: boolean }
  | { type: 'cancel' }
  /** A new layout (view) reached the layer. */
  | { type: 'view' };

const released: CardGestureContext = { uuid: '', pointerId: -1, pointer: 'mouse', startX: 0, startY: 0, alt: false, onMenuIcon: false, canDrag: false };

/** Whether a move is far enough from the press to be a drag. */
export function pastThreshold(context: Pick<CardGestureContext, 'startX' | 'startY'>, x: number, y: number): boolean {
  return Math.hypot(x - context.startX, y - context.startY) >= DRAG_THRESHOLD_PX;
}

type Point = { uuid: string; x: number; y: number };

export const cardGestureMachine = setup({
  types: {
    context: {} as CardGestureContext,
    events: {} as CardGestureEvent,
  },
  actions: {
    /** Layer: a click (or alt-click) on the card. */
    click: (_, _p: { uuid: string; alt: boolean; onMenuIcon: boolean }) => {},
    /** Layer: show the card zoomed (long press). */
    zoom: (_, _p: Point) => {},
    /** Layer: hide the zoom. */
    unzoom: () => {},
    /** Layer: open the card's menu, if it has one (long press). */
    menu: (_, _p: { uuid: string }) => {},
    /** Layer: lift the card under the pointer and show its drop zones. */
    startDrag: (_, _p: Point) => {},
    /** Layer: the lifted card follows the pointer. */
    moveDrag: (_, _p: Point) => {},
    /** Layer: send the drop; the card stays where it was let go. */
    drop: (_, _p: Point) => {},
    /** Layer: the card goes back to its place in the current layout. */
    returnCard: (_, _p: { uuid: string }) => {},
    /** Layer: the card is no longer held at the drop point; the new layout places it. */
    land: (_, _p: { uuid: string }) => {},
    press: assign(({ event }) => {
      if (event.type !== 'down') return {};
      const { uuid, pointerId, pointer, x, y, alt, onMenuIcon, canDrag } = event;
      return { uuid, pointerId, pointer, startX: x, startY: y, alt, onMenuIcon, canDrag };
    }),
    release: assign(released),
  },
  guards: {
    isTouch: ({ context }) => context.pointer === 'touch',
    canDrag: ({ context }) => context.canDrag,
    pastThreshold: ({ context, event }) => event.type === 'move' && pastThreshold(context, event.x, event.y),
    overTarget: ({ event }) => event.type === 'up' && event.overTarget,
  },
  delays: {
    hold: HOLD_MS,
    dropWait: DROP_WAIT_MS,
  },
}).createMachine({
  id: 'cardGesture',
  context: released,
  initial: 'idle',
  states: {
    idle: {
      on: { down: { target: 'pressing', actions: 'press' } },
    },
    pressing: {
      on: {
        // A second press (another finger) starts over on its card.
        down: { target: 'pressing', reenter: true, actions: 'press' },
        move: [
          { guard: and(['pastThreshold', 'canDrag']), target: 'dragging' },
          // A card with nowhere to go does nothing when it slides (a touch scrolls past it).
          { guard: 'pastThreshold', target: 'idle', actions: 'release' },
        ],
        up: {
          target: 'idle',
          actions: [
            { type: 'click', params: ({ context, event }) => ({ uuid: context.uuid, alt: context.alt || (event.type === 'up' && event.alt), onMenuIcon: context.onMenuIcon }) },
            'release',
          ],
        },
        cancel: { target: 'idle', actions: 'release' },
      },
      after: {
        hold: { guard: 'isTouch', target: 'holding' },
      },
    },
    holding: {
      entry: [
        { type: 'zoom', params: ({ context }) => ({ uuid: context.uuid, x: context.startX, y: context.startY }) },
        { type: 'menu', params: ({ context }) => ({ uuid: context.uuid }) },
      ],
      exit: 'unzoom',
      on: {
        down: { target: 'pressing', actions: 'press' },
        move: { guard: and(['pastThreshold', 'canDrag']), target: 'dragging' },
        up: { target: 'idle', actions: 'release' },
        cancel: { target: 'idle', actions: 'release' },
      },
    },
    dragging: {
      entry: { type: 'startDrag', params: ({ context }) => ({ uuid: context.uuid, x: context.startX, y: context.startY }) },
      on: {
        move: { actions: { type: 'moveDrag', params: ({ context, event }) => ({ uuid: context.uuid, ...xy(event) }) } },
        up: [
          { guard: 'overTarget', target: 'dropping', actions: { type: 'drop', params: ({ context, event }) => ({ uuid: context.uuid, ...xy(event) }) } },
          { target: 'idle', actions: [{ type: 'returnCard', params: ({ context }) => ({ uuid: context.uuid }) }, 'release'] },
        ],
        cancel: { target: 'idle', actions: [{ type: 'returnCard', params: ({ context }) => ({ uuid: context.uuid }) }, 'release'] },
      },
    },
    dropping: {
      on: {
        view: { target: 'idle', actions: [{ type: 'land', params: ({ context }) => ({ uuid: context.uuid }) }, 'release'] },
        // A new press before the view: the dropped card goes back to its place and the press begins.
        down: { target: 'pressing', actions: [{ type: 'returnCard', params: ({ context }) => ({ uuid: context.uuid }) }, 'press'] },
      },
      after: {
        dropWait: { target: 'idle', actions: [{ type: 'returnCard', params: ({ context }) => ({ uuid: context.uuid }) }, 'release'] },
      },
    },
  },
});

function xy(event: CardGestureEvent): { x: number; y: number } {
  return 'x' in event ? { x: event.x, y: event.y } : { x: 0, y: 0 };
}
