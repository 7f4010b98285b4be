import { io, type Socket } from 'socket.io-client';
import { createActor, type Actor } from 'xstate';
import { loadInspector } from '../../../statecharts/inspect';
import { gameConnectionMachine, gamePingStatus, showDisconnectedSplash } from '../../../statecharts/gameConnection';
import type { GameAction } from '../../protocol/game';
import { GAME_TOKEN_EXPIRED, gameServerEvents, parseEventArgs, type GameClientToServer, type GameServerToClient, type Handoff } from '../../protocol/sockets';
import {
  applyAbsence,
  applyClock,
  applyEndPrompt,
  applyGamePatch,
  applyGameState,
  applyRefusal,
  applySpectators,
  applyTyping,
  clearGameSession,
  setLink,
  type GameLinkState,
} from '../stores/gameSession';
import { lobbyStore } from '../stores/lobby';

const ACK_TIMEOUT_MS = 8000;

/** The node's URL for a handoff: ports 80 and 443 are left out (site-spec 7). */
export function gameSocketUrl(h: Pick<Handoff, 'address' | 'port' | 'secure' | 'namespace'>): string {
  const scheme = h.secure ? 'https' : 'http';
  const port = h.port && h.port !== 80 && h.port !== 443 ? `:${h.port}` : '';
  return `${scheme}://${h.address}${port}${h.namespace}`;
}

/**
 * onConnectFailed: the socket gave up on the handoff's node after its five attempts.
 * onSessionExpired: the node refused the handoff token as expired (no retry helps).
 */
type Options = { gameStarted?: boolean; isReplay?: boolean; onConnectFailed?: (handoff: Handoff) => void; onSessionExpired?: () => void };

/** Typed by the protocol's maps: every emit and listener is checked against the schemas. */
let socket: Socket<GameServerToClient, GameClientToServer> | null = null;
let actor: Actor<typeof gameConnectionMachine> | null = null;
/** Bumped per connection so late callbacks of an old socket change nothing. */
let generation = 0;
/** The lobby's hook for a node that cannot be reached, kept for the rematch's handoff too. */
let onConnectFailed: Options['onConnectFailed'];
let onSessionExpired: Options['onSessionExpired'];

/** Every game-socket event lands in the game-session store; nothing else is written from here. */
const handlers: GameServerToClient = {
  gamestate: (view) => {
    applyGameState(view);
    actor?.send({ type: 'game.started' });
  },
  gamepatch: (message) => {
    const result = applyGamePatch(message);
    // A gap or a failed patch: ask for the whole view again (a stale one is simply dropped).
    if (result === 'gap' || result === 'failed') socket?.emit('resync');
  },
  gameerror: (message) => applyRefusal(message),
  clock: (clock) => applyClock(clock),
  absence: (absence) => applyAbsence(absence),
  playertyping: (typing) => applyTyping(typing),
  endprompt: (prompt) => applyEndPrompt(prompt),
  spectators: (list) => applySpectators(list),
  // A rematch: the same flow again, towards the new game.
  handoff: (next) => {
    lobbyStore.handoff = next;
    connectGameSocket(next, { gameStarted: true, onConnectFailed, onSessionExpired });
  },
};

/** Connects to the game node named by the lobby's handoff, replacing any previous game socket. */
export function connectGameSocket(handoff: Handoff, options: Options = {}): void {
  closeGameSocket();
  const mine = ++generation;
  onConnectFailed = options.onConnectFailed;
  onSessionExpired = options.onSessionExpired;
  const s: Socket<GameServerToClient, GameClientToServer> = io(gameSocketUrl(handoff), {
    path: handoff.path,
    auth: { token: handoff.token },
    autoConnect: false,
    reconnection: false,
    forceNew: true,
    transports: ['websocket', 'polling'],
  });
  socket = s;
  const send = (event: Parameters<Actor<typeof gameConnectionMachine>['send']>[0]) => {
    if (mine === generation) actor?.send(event);
  };
  s.on('connect', () => send({ type: 'socket.connected' }));
  s.on('disconnect', () => send({ type: 'socket.disconnected' }));
  s.on('connect_error', (err) => {
    // An expired token is refused on every attempt: the player is logged out of this game at once.
    if (err.message === GAME_TOKEN_EXPIRED && options.onSessionExpired) {
      if (mine === generation) options.onSessionExpired();
      return;
    }
    send({ type: 'socket.error' });
  });
  for (const name of Object.keys(gameServerEvents) as (keyof typeof gameServerEvents)[]) {
    s.on(name, (...args: unknown[]) => {
      if (mine !== generation) return;
      const parsed = parseEventArgs(gameServerEvents[name], args);
      if (!parsed.ok) return console.warn(`game: ignored malformed '${name}'`, parsed.message);
      (handlers[name] as (...a: unknown[]) => void)(...(parsed.value as unknown[]));
    });
  }

  const machine = gameConnectionMachine.provide({
    actions: {
      connect: () => {
        if (s.connected) queueMicrotask(() => send({ type: 'socket.connected' }));
        else s.connect();
      },
      sendPing: () => {
        const start = performance.now();
        s.timeout(ACK_TIMEOUT_MS).emit('ping', (err: Error | null) => {
          if (!err) send({ type: 'ping.result', latency: performance.now() - start });
        });
      },
      closeSocket: () => {
        if (s.connected) s.emit('leavegame');
        // Let the leavegame frame go out before the socket closes.
        setTimeout(() => s.disconnect(), 50);
      },
    },
  });
  void loadInspector({ dev: import.meta.env.DEV, search: location.search }).then((inspect) => {
    if (mine !== generation) return;
    actor = createActor(machine, { input: { gameStarted: options.gameStarted, isReplay: options.isReplay }, inspect });
    actor.subscribe((snapshot) => {
      if (mine !== generation) return;
      const state = (typeof snapshot.value === 'string' ? snapshot.value : 'connected') as GameLinkState;
      setLink({ state, ping: gamePingStatus(snapshot), splash: showDisconnectedSplash(snapshot) });
      // After this transition is done: the hook may close this very socket and its machine.
      if (state === 'connectFailed') queueMicrotask(() => mine === generation && options.onConnectFailed?.(handoff));
    });
    actor.start();
  });
}

/** Drops the game socket without a word to the node (the lobby already ended the game). */
export function closeGameSocket(): void {
  generation++;
  actor?.stop();
  actor = null;
  socket?.disconnect();
  socket = null;
  clearGameSession();
}

/** One game action; the board has stamped the state id it acted on. */
export function sendGameAction(action: GameAction): void {
  socket?.emit('game', { action });
}

/** Volatile: a typing flag is never queued. */
export function sendGameTyping(typing: boolean): void {
  socket?.volatile.emit('playerTyping', typing);
}

export function concedeGame(): void {
  socket?.emit('concede');
}

export function chooseRematch(choice: 'continue' | 'rematch'): void {
  socket?.emit('rematch', choice);
}

/** Leaves the game: the machine closes the socket (emitting leavegame while still connected). */
export function leaveGameSocket(): void {
  if (actor) actor.send({ type: 'leavegame' });
  else closeGameSocket();
}

