import { io, type Socket } from 'socket.io-client';
import { subscribeKey } from 'valtio/utils';
import { createActor, type Actor } from 'xstate';
import type { z } from 'zod';
import { loadInspector } from '../../../statecharts/inspect';
import { lobbyConnectionMachine, lobbyLostMessage, lobbyPingStatus } from '../../../statecharts/lobbyConnection';
import {
  lobbyClientEvents,
  lobbyServerEvents,
  parseServerEventArgs,
  type Ack,
  type Handoff,
  type LobbyClientEvent,
  type LobbyClientToServer,
  type LobbyServerToClient,
} from '../../protocol/sockets';
import { RELEASE_VERSION } from '../../engine/lobbyRules/release';
import i18n from '../app/i18n';
import { showToast } from '../app/toasts';
import { accountStore } from '../stores/account';
import {
  appendMessage,
  clearCurrentGame,
  isPlayer,
  loggedOutNotice,
  lobbyStore,
  updatedCurrentGame,
  upsertGame,
  upsertUser,
  withoutGame,
  type LobbyLinkState,
} from '../stores/lobby';
import { closeGameSocket, connectGameSocket } from './gameSocket';

const ACK_TIMEOUT_MS = 8000;

/** Typed by the protocol's maps: every emit and listener is checked against the schemas. */
type LobbySocket = Socket<LobbyServerToClient, LobbyClientToServer>;

let socket: LobbySocket | null = null;
let actor: Actor<typeof lobbyConnectionMachine> | null = null;
let starting: Promise<void> | null = null;

const auth = () => ({ token: accountStore.token ?? undefined, version: RELEASE_VERSION });

/** What each server event does to the stores. Every payload is parsed with its protocol tuple first. */
const handlers: LobbyServerToClient = {
  games: (games) => {
    lobbyStore.games = games;
    lobbyStore.gamesReceived = true;
    lobbyStore.heldCounts.games = null;
  },
  lobbycounts: ({ games, users }) => {
    if (games !== undefined) lobbyStore.heldCounts.games = games;
    if (users !== undefined) lobbyStore.heldCounts.users = users;
  },
  newgame: (game) => {
    lobbyStore.games = upsertGame(lobbyStore.games, game);
  },
  updategame: (game) => {
    lobbyStore.games = upsertGame(lobbyStore.games, game);
    if (lobbyStore.currentGame?.id === game.id) lobbyStore.currentGame = updatedCurrentGame(lobbyStore.currentGame, game);
  },
  removegame: ({ id }) => {
    lobbyStore.games = withoutGame(lobbyStore.games, id);
    // Removal of the game from the list clears the current game (site-spec 4).
    if (lobbyStore.currentGame?.id === id) endCurrentGame();
  },
  users: (users) => {
    lobbyStore.users = users;
    lobbyStore.heldCounts.users = null;
  },
  newuser: (user) => {
    lobbyStore.users = upsertUser(lobbyStore.users, user);
  },
  userleft: ({ username }) => {
    lobbyStore.users = lobbyStore.users.filter((u) => u.username !== username);
  },
  lobbychat: (message) => {
    lobbyStore.messages = appendMessage(lobbyStore.messages, message);
    lobbyStore.chatError = null;
  },
  lobbymessages: (messages) => {
    lobbyStore.messages = messages;
  },
  removemessage: ({ id }) => {
    lobbyStore.messages = lobbyStore.messages.filter((m) => m.id !== id);
  },
  nochat: ({ message }) => {
    lobbyStore.chatError = message;
  },
  passworderror: (message) => {
    lobbyStore.passwordError = message;
  },
  banner: (text) => {
    lobbyStore.banner = text;
  },
  gamestate: ({ game, joined }) => {
    if (!game) return endCurrentGame();
    lobbyStore.currentGame = game;
    lobbyStore.games = upsertGame(lobbyStore.games, game);
    // In a game now: the password panel and New Game form have done their job.
    lobbyStore.passwordGame = null;
    lobbyStore.passwordError = null;
    lobbyStore.creating = false;
    if (joined && joined !== accountStore.user?.username) lobbyStore.joinedNotice = { name: joined, at: Date.now() };
  },
  cleargamestate: () => endCurrentGame(),
  gameerror: (message) => {
    lobbyStore.gameError = message;
  },
  handoff: (handoff) => {
    lobbyStore.handoff = handoff;
    connectGameSocket(handoff, { gameStarted: Boolean(lobbyStore.currentGame?.started), onConnectFailed: gameServerLost, onSessionExpired: sessionEnded });
  },
  authenticated: () => {},
  authfailed: () => {
    lobbyStore.gameError = null;
  },
  nodestatus: (nodes) => {
    lobbyStore.nodes = nodes;
  },
  playertyping: ({ name, typing }) => {
    lobbyStore.typing = { ...lobbyStore.typing, [name]: typing };
  },
};

/**
 * The game socket gave up on the node: the player is told and is back in the lobby at once (never a
 * board under 'Disconnected!'), and the lobby is told, which hands them to the game's node if that is
 * another one (gamestate and handoff come back) or frees them from the game (server/lobby/connectFailed.ts).
 */
function gameServerLost(handoff: Handoff): void {
  showToast('error', i18n.t('connection.gameServerLost', { name: handoff.name }));
  endCurrentGame();
  lobbySend('connectfailed', handoff.name);
}

/** The session ended (logout, or the game node refused an expired token): a started game says so, then the lobby (LobbyPage). */
function sessionEnded(): void {
  if (loggedOutNotice(lobbyStore.currentGame)) lobbyStore.loggedOut = true;
  endCurrentGame();
}

function endCurrentGame(): void {
  closeGameSocket();
  clearCurrentGame();
}

function createSocket(): LobbySocket {
  // socket.io's own reconnection is off: the lobbyConnection machine decides when to retry.
  const s: LobbySocket = io({ path: '/socket.io', autoConnect: false, reconnection: false, auth: auth(), transports: ['websocket', 'polling'] });
  s.on('connect', () => actor?.send({ type: 'socket.connected' }));
  s.on('disconnect', () => actor?.send({ type: 'socket.disconnected' }));
  s.on('connect_error', () => actor?.send({ type: 'socket.error' }));
  for (const name of Object.keys(lobbyServerEvents) as LobbyServerEvent[]) s.on(name, (...args: unknown[]) => dispatch(name, args));
  return s;
}

type LobbyServerEvent = keyof typeof lobbyServerEvents;

/** One event parsed by its own tuple and handed to its own handler (both indexed by K: no cast). */
function dispatch<K extends LobbyServerEvent>(name: K, args: unknown[]): void {
  // An event carries its recovery offset last (cluster mode): parsed without it.
  const parsed = parseServerEventArgs(lobbyServerEvents[name], args);
  if (!parsed.ok) {
    console.warn(`lobby: ignored malformed '${name}'`, parsed.message);
    return;
  }
  const handler: LobbyServerToClient[K] = handlers[name];
  handler(...parsed.value);
}

function connect(): void {
  if (!socket) return;
  if (socket.connected) {
    // Already up (a reconnect raced the delay): tell the machine once the current transition is done.
    queueMicrotask(() => actor?.send({ type: 'socket.connected' }));
    return;
  }
  socket.auth = auth();
  socket.connect();
}

function sendPing(): void {
  const s = socket;
  if (!s?.connected) return;
  const start = performance.now();
  s.timeout(ACK_TIMEOUT_MS).emit('ping', (err: Error | null) => {
    if (!err && s === socket) actor?.send({ type: 'ping.result', latency: performance.now() - start });
  });
}

function linkState(value: unknown): LobbyLinkState {
  return (typeof value === 'string' ? value : 'connected') as LobbyLinkState;
}

/** Opens the lobby socket once per page load; safe to call from every mount. */
export function startLobbySocket(): Promise<void> {
  starting ??= (async () => {
    const inspect = await loadInspector({ dev: import.meta.env.DEV, search: location.search });
    socket = createSocket();
    actor = createActor(lobbyConnectionMachine.provide({ actions: { connect, sendPing } }), { input: {}, inspect });
    actor.subscribe((snapshot) => {
      lobbyStore.lobbyLink = {
        state: linkState(snapshot.value),
        lost: lobbyLostMessage(snapshot) ?? null,
        ping: lobbyPingStatus(snapshot),
      };
    });
    actor.start();
    watchAccount();
    watchStartedGame();
  })();
  return starting;
}

/** A new access token re-authenticates the socket; logging out reconnects it anonymously. */
function watchAccount(): void {
  let previous = accountStore.token;
  subscribeKey(accountStore, 'token', (token) => {
    if (!socket || token === previous) return;
    const wasLoggedIn = previous !== null;
    previous = token;
    socket.auth = auth();
    if (token && socket.connected) socket.emit('authenticate', token);
    else if (!token && wasLoggedIn) {
      sessionEnded();
      socket.disconnect();
      socket.connect();
    }
  });
}

/** The lobby stops pinging while the user plays a started game (the game socket pings then). */
function watchStartedGame(): void {
  let inGame = false;
  subscribeKey(lobbyStore, 'currentGame', (game) => {
    const now = Boolean(game?.started && isPlayer(game, accountStore.user?.username));
    if (now === inGame) return;
    inGame = now;
    actor?.send({ type: now ? 'game.started' : 'game.ended' });
  });
}

type ClientArgs<K extends LobbyClientEvent> = z.input<(typeof lobbyClientEvents)[K]>;

/** Trailing undefined arguments would travel as null and fail the server's optional fields. */
export function trimArgs(args: readonly unknown[]): unknown[] {
  const out = [...args];
  while (out.length && out[out.length - 1] === undefined) out.pop();
  return out;
}

/**
 * lobbySend and lobbyRequest take each event's own arguments (ClientArgs<K>, checked at every call),
 * but socket.io's types cannot follow a generic event name through trimArgs: these two emit through
 * this view of the socket. Every other emit goes through the typed socket.
 */
type AnyEventSocket = Socket<LobbyServerToClient, Record<string, (...args: unknown[]) => void>>;
const anyEvent = (s: LobbySocket) => s as unknown as AnyEventSocket;

/** Emits a lobby event (fire and forget). */
export function lobbySend<K extends LobbyClientEvent>(event: K, ...args: ClientArgs<K>): void {
  if (socket) anyEvent(socket).emit(event, ...trimArgs(args));
}

/** Emits a lobby event and resolves with the server's acknowledgement (or a failure on timeout). */
export function lobbyRequest<K extends LobbyClientEvent>(event: K, ...args: ClientArgs<K>): Promise<Ack> {
  const s = socket;
  if (!s?.connected) return Promise.resolve({ success: false, message: 'Not connected to the lobby' });
  return new Promise((resolve) => {
    anyEvent(s).timeout(ACK_TIMEOUT_MS).emit(event, ...trimArgs(args), (err: Error | null, reply: unknown) => {
      if (err) return resolve({ success: false, message: 'The lobby did not answer' });
      resolve((reply as Ack | undefined) ?? { success: true });
    });
  });
}

/** Volatile: typing in the pending game's chat never queues while disconnected. */
export function lobbyTyping(typing: boolean): void {
  socket?.volatile.emit('playertyping', typing);
}
