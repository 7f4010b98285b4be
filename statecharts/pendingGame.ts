import { assign, setup, type SnapshotFrom } from 'xstate';
import { startMessages } from '../src/engine/lobbyRules';

// The pending-game panel (site-spec 4): what its status line says, when Start is enabled,
// and what Start sends. The lobby's game record arrives as `game.updated`; the client
// provides `sendToLobby` to emit the message Start produces. Whether the game may start is the
// lobby's own answer (the record's startProblem, from engine/lobbyRules): this machine adds only
// what the lobby cannot know (a Start already sent, a handoff under way).

/** The parts of the lobby's game record this machine reads (structurally, so the protocol type fits). */
export interface PendingGameInfo {
  owner: string;
  gameFormat: string;
  players: Record<string, unknown>;
  /** The lobby's reason this viewer may not start the game now; null when they may. */
  startProblem: string | null;
}

export interface PendingGameContext {
  game: PendingGameInfo | null;
  /** The viewing user's username. */
  username: string | null;
  /** Start was clicked and the lobby has not answered yet. */
  waiting: boolean;
  /** The game node host being connected to after the lobby's handoff. */
  connectingHost: string | null;
  gameError: string | null;
}

export type LobbyStartMessage = { type: 'draftStart' } | { type: 'startgame' };

export type PendingGameEvent =
  | { type: 'game.updated'; game: PendingGameInfo | null }
  | { type: 'user.changed'; username: string | null }
  | { type: 'start' }
  | { type: 'handoff'; host: string }
  | { type: 'game.error'; message: string }
  | { type: 'error.dismissed' };

export const DRAFT_FORMAT = 'draft';

/**
 * The status line; the first rule that matches wins. Past the panel's own states it is the lobby's
 * start problem, which names what the game waits for before it names the owner: so a member who
 * is not the owner, and has no other problem, reads that the game is ready.
 */
export function statusText(context: PendingGameContext): string {
  const { game } = context;
  if (context.gameError) return context.gameError;
  if (context.connectingHost !== null) return `Connecting to game server ${context.connectingHost}`;
  if (context.waiting) return 'Waiting for lobby server...';
  if (!game) return startMessages.waitingForPlayers;
  if (game.startProblem === startMessages.notOwner) return 'Ready to begin, waiting for opponent to start the game';
  if (game.startProblem !== null) return game.startProblem;
  return 'Ready to begin, click start to begin the game';
}

/** Start: the lobby says this user may start it, and no Start or handoff is under way. */
export function canStart(context: PendingGameContext): boolean {
  const { game } = context;
  if (!game || context.username === null || game.owner !== context.username) return false;
  if (context.connectingHost !== null || context.waiting) return false;
  return game.startProblem === null;
}

/** What Start sends to the lobby: draftStart in draft format, startgame otherwise. */
export function startMessage(context: PendingGameContext): LobbyStartMessage {
  return context.game?.gameFormat === DRAFT_FORMAT ? { type: 'draftStart' } : { type: 'startgame' };
}

export const pendingGameMachine = setup({
  types: {
    context: {} as PendingGameContext,
    events: {} as PendingGameEvent,
    input: {} as { game?: PendingGameInfo | null; username?: string | null } | undefined,
  },
  actions: {
    /** Client: emit the message on the lobby socket. */
    sendToLobby: (_, _message: LobbyStartMessage) => {},
    setGame: assign({ game: ({ context, event }) => (event.type === 'game.updated' ? event.game : context.game) }),
    setUser: assign({
      username: ({ context, event }) => (event.type === 'user.changed' ? event.username : context.username),
    }),
    startWaiting: assign({ waiting: true, gameError: null }),
    stopWaiting: assign({ waiting: false }),
    setHost: assign({
      connectingHost: ({ context, event }) => (event.type === 'handoff' ? event.host : context.connectingHost),
    }),
    setError: assign({
      gameError: ({ context, event }) => (event.type === 'game.error' ? event.message : context.gameError),
      connectingHost: null,
    }),
    clearError: assign({ gameError: null }),
  },
  guards: {
    canStart: ({ context }) => canStart(context),
    gameGone: ({ event }) =>
      event.type === 'game.updated' && (!event.game || Object.keys(event.game.players).length < 2),
  },
}).createMachine({
  id: 'pendingGame',
  context: ({ input }) => ({
    game: input?.game ?? null,
    username: input?.username ?? null,
    waiting: false,
    connectingHost: null,
    gameError: null,
  }),
  initial: 'gathering',
  on: {
    'game.updated': { actions: 'setGame' },
    'user.changed': { actions: 'setUser' },
    'game.error': { target: '.gameError', actions: 'setError' },
    handoff: { target: '.connecting', actions: 'setHost' },
  },
  states: {
    // Players join, pick decks or draft; the status line follows the game record.
    gathering: {
      on: {
        start: {
          guard: 'canStart',
          target: 'waitingForLobby',
          actions: { type: 'sendToLobby', params: ({ context }) => startMessage(context) },
        },
      },
    },
    // Start was sent; the lobby answers with a handoff or an error. Updates to the record
    // keep waiting unless the game can no longer start (it vanished or a player left).
    waitingForLobby: {
      entry: 'startWaiting',
      exit: 'stopWaiting',
      on: {
        'game.updated': [
          { guard: 'gameGone', target: 'gathering', actions: 'setGame' },
          { actions: 'setGame' },
        ],
      },
    },
    // The lobby handed the game to a node; the client now connects the game socket.
    connecting: {},
    gameError: {
      on: {
        'error.dismissed': { target: 'gathering', actions: 'clearError' },
        start: {
          guard: 'canStart',
          target: 'waitingForLobby',
          actions: { type: 'sendToLobby', params: ({ context }) => startMessage(context) },
        },
      },
    },
  },
});

export type PendingGameSnapshot = SnapshotFrom<typeof pendingGameMachine>;
