import { assign, setup, type SnapshotFrom } from 'xstate';
import { PING_INTERVAL_MS, pingStatus, reconnectDelayMs, type PingStatus } from './ping';

// The lobby socket's life (site-spec 4 and 9). The machine never touches a socket: the client
// provides `connect` and `sendPing` with machine.provide(), and reports what the socket did
// as events. socket.io's own reconnection should be off; this machine decides when to retry.

export const LOST_CONNECTION_MESSAGE =
  'The connection to the lobby has been lost, waiting for it to be restored. If this message persists, please refresh the page.';

export interface LobbyConnectionContext {
  /** Reconnect attempts started since the socket was last connected. */
  attempts: number;
  /** Last measured round trip in ms; undefined until measured on this connection. */
  ping: number | undefined;
  /** True while the user sits in a started game: the game socket pings then, not the lobby. */
  inStartedGame: boolean;
}

export type LobbyConnectionEvent =
  | { type: 'socket.connected' }
  | { type: 'socket.disconnected' }
  | { type: 'socket.error' }
  | { type: 'ping.result'; latency: number }
  | { type: 'game.started' }
  | { type: 'game.ended' };

export const lobbyConnectionMachine = setup({
  types: {
    context: {} as LobbyConnectionContext,
    events: {} as LobbyConnectionEvent,
    input: {} as { inStartedGame?: boolean } | undefined,
    tags: {} as 'connectionLost',
  },
  actions: {
    /** Client: open (or reopen) the lobby socket. */
    connect: () => {},
    /** Client: emit a ping and report the round trip as `ping.result`. */
    sendPing: () => {},
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
    clearPing: assign({ ping: undefined }),
    recordPing: assign({
      ping: ({ event }) => (event.type === 'ping.result' ? event.latency : undefined),
    }),
    enterGame: assign({ inStartedGame: true }),
    leaveGame: assign({ inStartedGame: false }),
  },
  guards: {
    inStartedGame: ({ context }) => context.inStartedGame,
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelayMs(context.attempts + 1),
    pingInterval: PING_INTERVAL_MS,
  },
}).createMachine({
  id: 'lobbyConnection',
  context: ({ input }) => ({ attempts: 0, ping: undefined, inStartedGame: input?.inStartedGame ?? false }),
  initial: 'connecting',
  on: {
    'game.started': { actions: 'enterGame' },
    'game.ended': { actions: 'leaveGame' },
  },
  states: {
    connecting: {
      entry: 'connect',
      on: {
        'socket.connected': [
          { guard: 'inStartedGame', target: 'connected.quiet' },
          { target: 'connected.pinging' },
        ],
        'socket.error': 'disconnected',
        'socket.disconnected': 'disconnected',
      },
    },
    connected: {
      entry: 'resetAttempts',
      exit: 'clearPing',
      initial: 'pinging',
      on: {
        'socket.disconnected': 'disconnected',
        'game.started': { target: '.quiet', actions: 'enterGame' },
        'game.ended': { target: '.pinging', actions: 'leaveGame' },
      },
      states: {
        pinging: {
          entry: 'sendPing',
          on: { 'ping.result': { actions: 'recordPing' } },
          after: { pingInterval: { target: 'pinging', reenter: true } },
        },
        // In a started game the game socket measures the ping instead.
        quiet: {},
      },
    },
    // Lost: wait the reconnect delay (1 s growing to 5 s), then try again, for ever.
    disconnected: {
      tags: 'connectionLost',
      after: { reconnectDelay: 'reconnecting' },
    },
    reconnecting: {
      tags: 'connectionLost',
      entry: ['countAttempt', 'connect'],
      on: {
        'socket.connected': [
          { guard: 'inStartedGame', target: 'connected.quiet' },
          { target: 'connected.pinging' },
        ],
        'socket.error': 'disconnected',
        'socket.disconnected': 'disconnected',
      },
    },
  },
});

export type LobbyConnectionSnapshot = SnapshotFrom<typeof lobbyConnectionMachine>;

/** The lost-connection banner text, or undefined while connecting or connected. */
export function lobbyLostMessage(snapshot: LobbyConnectionSnapshot): string | undefined {
  return snapshot.hasTag('connectionLost') ? LOST_CONNECTION_MESSAGE : undefined;
}

/** The connection indicator's ping colour and text. */
export function lobbyPingStatus(snapshot: LobbyConnectionSnapshot): PingStatus {
  return pingStatus(snapshot.context.ping);
}
