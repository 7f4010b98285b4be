import { assign, setup, type SnapshotFrom } from 'xstate';
import { PING_INTERVAL_MS, pingStatus, reconnectDelayMs, type PingStatus } from './ping';

// The game-node socket's life (site-spec 4 and 9, board-spec 4). Like the lobby machine it
// never touches a socket: the client provides `connect`, `sendPing` and `closeSocket`.
// Reconnects wait 1 s growing to 5 s, and after 5 failed attempts the machine gives up.

export const GAME_RECONNECT_ATTEMPTS = 5;

export interface GameConnectionContext {
  /** Reconnect attempts started since the socket was last connected (at most 5). */
  attempts: number;
  ping: number | undefined;
  /** The game has started: only then does the game socket measure the ping. */
  gameStarted: boolean;
  /** Replays never show the Disconnected! splash. */
  isReplay: boolean;
}

export interface GameConnectionInput {
  isReplay?: boolean;
  gameStarted?: boolean;
}

export type GameConnectionEvent =
  | { type: 'socket.connected' }
  | { type: 'socket.disconnected' }
  | { type: 'socket.error' }
  | { type: 'ping.result'; latency: number }
  | { type: 'game.started' }
  | { type: 'leavegame' };

export const gameConnectionMachine = setup({
  types: {
    context: {} as GameConnectionContext,
    events: {} as GameConnectionEvent,
    input: {} as GameConnectionInput | undefined,
    tags: {} as 'connectionLost',
  },
  actions: {
    /** Client: open (or reopen) the game socket. */
    connect: () => {},
    /** Client: emit a ping and report the round trip as `ping.result`. */
    sendPing: () => {},
    /** Client: emit leavegame if still connected, then close the socket for good. */
    closeSocket: () => {},
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
    clearPing: assign({ ping: undefined }),
    recordPing: assign({
      ping: ({ event }) => (event.type === 'ping.result' ? event.latency : undefined),
    }),
    markStarted: assign({ gameStarted: true }),
  },
  guards: {
    gameStarted: ({ context }) => context.gameStarted,
    attemptsLeft: ({ context }) => context.attempts < GAME_RECONNECT_ATTEMPTS,
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelayMs(context.attempts + 1),
    pingInterval: PING_INTERVAL_MS,
  },
}).createMachine({
  id: 'gameConnection',
  context: ({ input }) => ({
    attempts: 0,
    ping: undefined,
    gameStarted: input?.gameStarted ?? false,
    isReplay: input?.isReplay ?? false,
  }),
  initial: 'connecting',
  on: {
    'game.started': { actions: 'markStarted' },
    leavegame: { target: '.closed' },
  },
  states: {
    connecting: {
      entry: 'connect',
      on: {
        'socket.connected': [
          { guard: 'gameStarted', target: 'connected.pinging' },
          { target: 'connected.waitingForStart' },
        ],
        'socket.error': 'disconnected',
        'socket.disconnected': 'disconnected',
      },
    },
    connected: {
      entry: 'resetAttempts',
      exit: 'clearPing',
      initial: 'waitingForStart',
      on: {
        'socket.disconnected': 'disconnected',
      },
      states: {
        waitingForStart: {
          on: { 'game.started': { target: 'pinging', actions: 'markStarted' } },
        },
        pinging: {
          entry: 'sendPing',
          on: { 'ping.result': { actions: 'recordPing' } },
          after: { pingInterval: { target: 'pinging', reenter: true } },
        },
      },
    },
    // Lost: wait the reconnect delay, then try again.
    disconnected: {
      tags: 'connectionLost',
      after: { reconnectDelay: 'reconnecting' },
    },
    reconnecting: {
      tags: 'connectionLost',
      entry: ['countAttempt', 'connect'],
      on: {
        'socket.connected': [
          { guard: 'gameStarted', target: 'connected.pinging' },
          { target: 'connected.waitingForStart' },
        ],
        'socket.error': [{ guard: 'attemptsLeft', target: 'disconnected' }, { target: 'connectFailed' }],
        'socket.disconnected': [{ guard: 'attemptsLeft', target: 'disconnected' }, { target: 'connectFailed' }],
      },
    },
    connectFailed: {
      tags: 'connectionLost',
      type: 'final',
      entry: 'closeSocket',
    },
    closed: {
      type: 'final',
      entry: 'closeSocket',
    },
  },
});

export type GameConnectionSnapshot = SnapshotFrom<typeof gameConnectionMachine>;

/** The board's 'Disconnected!' splash: the connection is lost and this is not a replay. */
export function showDisconnectedSplash(snapshot: GameConnectionSnapshot): boolean {
  return snapshot.hasTag('connectionLost') && !snapshot.context.isReplay;
}

export function gamePingStatus(snapshot: GameConnectionSnapshot): PingStatus {
  return pingStatus(snapshot.context.ping);
}
