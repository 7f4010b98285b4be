import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import type {
  GameClientToServer,
  GameServerToClient,
  LobbyClientToServer,
  LobbyMessage,
  LobbyServerSends,
} from '../protocol/sockets';
import type { LobbyIdentity } from './lobby/types';
import type { GameClaims } from './auth/tokens';
import { sharingParser } from './sharedPayloads';
import { SelectiveDeflateServer, socketDeflate } from './socketCompression';

/**
 * The socket.io server's types, from the protocol's event maps (protocol/sockets.ts): every emit and
 * every listener on the server is checked against the schemas at compile time. The server's own
 * generics type its main namespace, the lobby ('/'); game namespaces ('/game/{id}') are typed by
 * GameNamespace (node/gameNode.ts makes them).
 */
export type ClientToServer = LobbyClientToServer;
export type ServerToClient = LobbyServerSends;

/** Who wrote a lobby chat message, enough to decide who may read it (block lists). */
export type ChatAuthor = { username: string; blockList: string[] };

/** Events between lobby processes in cluster mode (server-side events through the Redis adapter). */
export type InterServer = {
  announceuser: (user: LobbyIdentity, joined: boolean) => void;
  lobbychat: (msg: LobbyMessage, author: ChatAuthor) => void;
};

/** A lobby socket's data: its user once identified (fetchSockets reads it across processes). */
export type SocketData = { user?: LobbyIdentity | null };
/** A game socket's data: its handoff token's claims, set by the namespace's check before 'connection'. */
export type GameSocketData = {
  claims: GameClaims;
  /** The user's site role (auth/role.ts), read from their account at connect: it styles their chat name. */
  userRole?: string;
};

export type SocketServer = Server<ClientToServer, ServerToClient, InterServer, SocketData>;
export type LobbySocket = Socket<ClientToServer, ServerToClient, InterServer, SocketData>;
export type GameNamespace = Namespace<GameClientToServer, GameServerToClient, InterServer, GameSocketData>;
export type GameSocket = Socket<GameClientToServer, GameServerToClient, InterServer, GameSocketData>;

/**
 * How long a dropped lobby socket's session (its id, rooms, data, and the room events it missed) is kept
 * for a reconnect to recover, on any lobby process (cluster mode: the Redis Streams adapter keeps it).
 */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

/**
 * The one way a process makes its socket.io server (the lobby process, and a cluster-mode node process).
 * `recovery`: socket.io's connection-state recovery, for the cluster's lobby process only, where the
 * Redis Streams adapter keeps sessions and room events across lobby processes (docs/decisions.md,
 * "Lobby sockets recover across lobby processes"). Middlewares run again on a recovered socket (the
 * ban check). Game namespaces never have it: a game process is not a cluster lobby.
 */
export function createSocketServer(http: HttpServer, opts: { recovery?: boolean } = {}): SocketServer {
  return new Server<ClientToServer, ServerToClient, InterServer, SocketData>(http, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 1e6,
    // A game's namespace goes with its last socket (docs/protocol.md, Namespaces).
    cleanupEmptyChildNamespaces: true,
    perMessageDeflate: socketDeflate,
    wsEngine: SelectiveDeflateServer,
    // socket.io's own wire format; the lobby's shared games list is encoded once for every socket (sharedPayloads.ts).
    parser: sharingParser,
    ...(opts.recovery ? { connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false } } : {}),
  });
}
