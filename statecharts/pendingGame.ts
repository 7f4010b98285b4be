import { assign, setup, type SnapshotFrom } from 'xstate';

// The pending-game panel (site-spec 4): what its status line says, when Start is enabled,
// and what Start sends. The lobby's game record arrives as `game.updated`; the client
// provides `sendToLobby` to emit the message Start produces.

/** The parts of the lobby's game record this machine reads (structurally, so the protocol type fits). */
export interface PendingPlayer {
  name?: string;
  deck?: {
    selected?: boolean;
    status?: { legalToPlay?: boolean } | null;
  } | null;
}

export interface PendingGameInfo {
  owner: string;
  gameFormat: string;
  players: Record<string, PendingPlayer>;
  solo?: boolean;
  drafting?: boolean;
  draftState?: { canStart?: boolean } | null;
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

function playerCount(game: PendingGameInfo): number {
  return Object.keys(game.players).length;
}

function hasLegalDeck(player: PendingPlayer, solo: boolean): boolean {
  if (!player.deck || !player.deck.selected) return false;
  return solo || player.deck.status?.legalToPlay === true;
}

/** Every player has a selected deck, legal to play unless the game is solo. */
export function allDecksSelected(game: PendingGameInfo): boolean {
  return Object.values(game.players).every((p) => hasLegalDeck(p, game.solo === true));
}

/** A finished draft the lobby says can start. */
export function draftCanStart(game: PendingGameInfo): boolean {
  return game.gameFormat === DRAFT_FORMAT && game.draftState?.canStart === true;
}

/** The status line; the first rule that matches wins. */
export function statusText(context: PendingGameContext): string {
  const { game } = context;
  if (context.gameError) return context.gameError;
  if (context.connectingHost !== null) return `Connecting to game server ${context.connectingHost}`;
  if (context.waiting) return 'Waiting for lobby server...';
  if (!game || playerCount(game) < 2) return 'Waiting for players...';
  if (game.drafting) return 'Drafting';
  if (!draftCanStart(game) && !allDecksSelected(game)) return 'Waiting for players to select decks';
  return game.owner === context.username
    ? 'Ready to begin, click start to begin the game'
    : 'Ready to begin, waiting for opponent to start the game';
}

/** Start: owner only, not while connecting, two players, a startable draft or legal decks, not already waiting. */
export function canStart(context: PendingGameContext): boolean {
  const { game } = context;
  if (!game || context.username === null || game.owner !== context.username) return false;
  if (context.connectingHost !== null || context.waiting) return false;
  if (playerCount(game) !== 2) return false;
  return draftCanStart(game) || allDecksSelected(game);
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
