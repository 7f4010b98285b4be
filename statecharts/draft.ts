import { assign, setup, type SnapshotFrom } from 'xstate';

// The snake draft (site-spec 3 and 4): the choosing player picks champions from the pool,
// each player holds up to 4, and once the draft is complete each discards one of their 4.
// The server's draft state drives the state; clicks go out through the client's actions.

export const DRAFT_PICKS = 4;

/** The lobby's draft state (site-spec 3), read structurally. */
export interface DraftState {
  playerChoices: Record<string, string[]>;
  playerDiscards: Record<string, string[]>;
  choosingPlayer: string | null;
  champSet: { id: string }[];
  complete: boolean;
  canStart: boolean;
}

export type DraftPhase = 'loading' | 'choosing' | 'waitingForOther' | 'discarding' | 'ready';

export const DRAFT_HEADERS: Record<DraftPhase, string> = {
  loading: '',
  choosing: 'Your Choice',
  waitingForOther: 'Their Choice',
  discarding: 'Discard One',
  ready: 'Ready!',
};

export interface DraftContext {
  draft: DraftState | null;
  username: string | null;
  /** A pick or discard was sent and the server has not answered with a new draft state. */
  pending: boolean;
}

export type DraftEvent =
  | { type: 'draft.updated'; draft: DraftState }
  | { type: 'pick'; champId: string };

/** Which phase a draft state puts this user in. */
export function draftPhase(draft: DraftState | null, username: string | null): DraftPhase {
  if (!draft || username === null) return 'loading';
  if (draft.complete) return (draft.playerDiscards[username]?.length ?? 0) > 0 ? 'ready' : 'discarding';
  return draft.choosingPlayer === username ? 'choosing' : 'waitingForOther';
}

function myPicks(context: DraftContext): string[] {
  return (context.username !== null && context.draft?.playerChoices[context.username]) || [];
}

/** Champions nobody has picked yet. */
export function draftPool(draft: DraftState): { id: string }[] {
  const taken = new Set(Object.values(draft.playerChoices).flat());
  return draft.champSet.filter((c) => !taken.has(c.id));
}

/** A champion the user may pick now: in the pool, and fewer than 4 held. */
export function canPick(context: DraftContext, champId: string): boolean {
  if (!context.draft || context.pending) return false;
  if (myPicks(context).length >= DRAFT_PICKS) return false;
  return draftPool(context.draft).some((c) => c.id === champId);
}

/** One of the user's own 4 picks, which they may discard. */
export function canDiscard(context: DraftContext, champId: string): boolean {
  if (context.pending) return false;
  const picks = myPicks(context);
  return picks.length === DRAFT_PICKS && picks.includes(champId);
}

export const draftMachine = setup({
  types: {
    context: {} as DraftContext,
    events: {} as DraftEvent,
    input: {} as { username: string | null },
  },
  actions: {
    /** Client: emit draftChamp with the champion id. */
    draftChamp: (_, _champId: string) => {},
    /** Client: emit discardChamp with the champion id. */
    discardChamp: (_, _champId: string) => {},
    setDraft: assign({
      draft: ({ context, event }) => (event.type === 'draft.updated' ? event.draft : context.draft),
      pending: false,
    }),
    markPending: assign({ pending: true }),
  },
  guards: {
    phaseIs: ({ context, event }, params: { phase: DraftPhase }) =>
      event.type === 'draft.updated' && draftPhase(event.draft, context.username) === params.phase,
    canPick: ({ context, event }) => event.type === 'pick' && canPick(context, event.champId),
    canDiscard: ({ context, event }) => event.type === 'pick' && canDiscard(context, event.champId),
  },
}).createMachine({
  id: 'draft',
  context: ({ input }) => ({ draft: null, username: input.username, pending: false }),
  initial: 'loading',
  on: {
    'draft.updated': [
      { guard: { type: 'phaseIs', params: { phase: 'choosing' } }, target: '.choosing', actions: 'setDraft' },
      {
        guard: { type: 'phaseIs', params: { phase: 'waitingForOther' } },
        target: '.waitingForOther',
        actions: 'setDraft',
      },
      { guard: { type: 'phaseIs', params: { phase: 'discarding' } }, target: '.discarding', actions: 'setDraft' },
      { guard: { type: 'phaseIs', params: { phase: 'ready' } }, target: '.ready', actions: 'setDraft' },
      { target: '.loading', actions: 'setDraft' },
    ],
  },
  states: {
    loading: {},
    choosing: {
      meta: { header: DRAFT_HEADERS.choosing },
      on: {
        pick: {
          guard: 'canPick',
          actions: [
            { type: 'draftChamp', params: ({ event }) => event.champId },
            'markPending',
          ],
        },
      },
    },
    waitingForOther: {
      meta: { header: DRAFT_HEADERS.waitingForOther },
    },
    discarding: {
      meta: { header: DRAFT_HEADERS.discarding },
      on: {
        pick: {
          guard: 'canDiscard',
          actions: [
            { type: 'discardChamp', params: ({ event }) => event.champId },
            'markPending',
          ],
        },
      },
    },
    ready: {
      meta: { header: DRAFT_HEADERS.ready },
    },
  },
});

export type DraftSnapshot = SnapshotFrom<typeof draftMachine>;

/** The draft panel's header for the current state. */
export function draftHeader(snapshot: DraftSnapshot): string {
  return DRAFT_HEADERS[snapshot.value as DraftPhase];
}
