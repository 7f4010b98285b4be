import { z } from 'zod';
import { GameAction, GameView } from './game';
import { LobbyGame, LobbyUser, NewGamePayload } from './lobby';
import { line, text, textLimits } from './text';

/**
 * Every socket event of site-spec section 7, as zod tuples of the event's arguments (socket.io
 * events are positional). Client and server share the names and payloads through the maps below:
 * the server parses each incoming event with its tuple before dispatching it; the client types its
 * emits and listeners with the derived types.
 *
 * Lobby socket: the site origin, socket.io path /socket.io, namespace '/'. Handshake
 * `auth: { token?, version? }` (or the same in the query string).
 *
 * Game socket: the handoff says where: `io(`${scheme}://${address}${port ? ':' + port : ''}${namespace}`,
 * { path, auth: { token } })`. The namespace is `/game/{gameId}`; the token is the handoff token.
 *
 * Every client event may end with an acknowledgement callback; the server answers it with
 * {@link Ack}. A malformed event is answered `{ success: false, message }` and changes nothing.
 */

const Id = text({ max: 'id', min: 1 });
/** Chat text from a user: one line, trimmed, refused when empty. */
const ChatText = text({ max: 'chat', trim: true, min: 1, required: 'Type a message', tooLong: `Messages must be at most ${textLimits.chat} characters` });
const none = z.tuple([]);

export const Ack = z.union([
  z.object({ success: z.literal(true), data: z.unknown().optional() }),
  z.object({ success: z.literal(false), message: text({ max: 'prose', multiline: true }) }),
]);
export type Ack = z.infer<typeof Ack>;

// ---------------------------------------------------------------- shared payloads

export const LobbyMessage = z.object({
  id: z.number().int(),
  user: z.object({ username: line('name'), name: line('name'), role: line('short').optional() }),
  /** Plain text; the client renders it as text, never as HTML. */
  message: line('chat'),
  time: line('short'),
});
export type LobbyMessage = z.infer<typeof LobbyMessage>;

export const NodeStatus = z.object({
  name: line('name'),
  numGames: z.number().int(),
  status: z.enum(['active', 'disabled', 'restarting', 'offline']),
  version: line('short'),
});
export type NodeStatus = z.infer<typeof NodeStatus>;

/** Where the game socket is: ports 80 and 443 are omitted. */
export const Handoff = z.object({
  gameId: line('id'),
  /** Node name, for the 'Connecting to game server {host}' status. */
  name: line('name'),
  address: line('url'),
  port: z.number().int().optional(),
  secure: z.boolean().default(false),
  /** socket.io (engine.io) path on that server. */
  path: line('url'),
  /** socket.io namespace of this game: /game/{gameId}. */
  namespace: line('url'),
  token: line('token'),
});
export type Handoff = z.infer<typeof Handoff>;

/** The user's current (pending) game; null clears it. `newGame` carries newGameType on creation;
 * `joined` names the player who just joined (the owner's sound and desktop notification). */
export const GameStateMessage = z.object({
  game: LobbyGame.nullable(),
  newGame: line('short').optional(),
  joined: line('name').optional(),
});
export type GameStateMessage = z.infer<typeof GameStateMessage>;

export const SelectDeckExtra = z.object({ champions: z.array(Id).length(3).optional() }).optional();

// ---------------------------------------------------------------- lobby: server -> client

export const lobbyServerEvents = {
  games: z.tuple([z.array(LobbyGame)]),
  /**
   * To a socket whose lists are held back while its user is at the board (server/lobby/heldLists.ts): how many
   * games it may see and how many users are online, each present when that list is held back, so the in-game
   * header's counts stay true without every change of every game and user.
   */
  lobbycounts: z.tuple([z.object({ games: z.number().int().min(0).optional(), users: z.number().int().min(0).optional() })]),
  newgame: z.tuple([LobbyGame]),
  updategame: z.tuple([LobbyGame]),
  removegame: z.tuple([z.object({ id: line('id') })]),
  users: z.tuple([z.array(LobbyUser)]),
  newuser: z.tuple([LobbyUser]),
  userleft: z.tuple([z.object({ username: line('name') })]),
  lobbychat: z.tuple([LobbyMessage]),
  lobbymessages: z.tuple([z.array(LobbyMessage)]),
  removemessage: z.tuple([z.object({ id: z.number().int() })]),
  nochat: z.tuple([z.object({ message: line('prose') })]),
  passworderror: z.tuple([line('prose')]),
  banner: z.tuple([text({ max: 'prose', multiline: true }).nullable()]),
  gamestate: z.tuple([GameStateMessage]),
  cleargamestate: none,
  gameerror: z.tuple([line('prose')]),
  handoff: z.tuple([Handoff]),
  authenticated: z.tuple([LobbyUser]),
  authfailed: none,
  nodestatus: z.tuple([z.array(NodeStatus)]),
  /** Typing in the pending game's chat. */
  playertyping: z.tuple([z.object({ name: line('name'), typing: z.boolean() })]),
};

// ---------------------------------------------------------------- lobby: client -> server

export const lobbyClientEvents = {
  authenticate: z.tuple([line('token')]),
  /** canManageUsers: drop every socket of a user (after their sessions were removed). */
  clearsessions: z.tuple([text({ max: 32 })]),
  ping: none,
  /** The name defaults to "{username}'s game" when absent. */
  newgame: z.tuple([NewGamePayload.partial({ name: true })]),
  joingame: z.tuple([Id, text({ max: 64 }).optional()]),
  watchgame: z.tuple([Id, text({ max: 64 }).optional()]),
  leavegame: z.tuple([Id.optional()]),
  removegame: z.tuple([Id]),
  startgame: z.tuple([Id]),
  'start game': z.tuple([Id]),
  chat: z.tuple([ChatText]),
  /** Chat inside the pending game. */
  gamechat: z.tuple([Id, ChatText]),
  playertyping: z.tuple([z.boolean()]),
  draftStart: z.tuple([Id]),
  draft: z.tuple([Id]),
  draftChamp: z.tuple([Id, Id]),
  discardChamp: z.tuple([Id, Id]),
  /** gameId, isMe (own deck), deckId or -1 for 'choose for me', precon flag, extra. */
  selectdeck: z.tuple([Id, z.boolean(), z.union([text({ max: 'id', min: 1 }), z.literal(-1)]), z.boolean().optional(), SelectDeckExtra]),
  selectChampions: z.tuple([Id, z.array(Id).length(3, 'Choose exactly 3 champions')]),
  /**
   * gameId, player: that player's decklist, answered in the ack's data (protocol/lobby Decklist) or
   * refused without it when the game hides opponent decklists (engine/lobbyRules decklistProblem).
   */
  decklist: z.tuple([Id, line('name')]),
  /**
   * The game socket gave up (five failed attempts), naming the node it tried: the lobby hands the
   * player to the node that has the game if that is another one, or frees them from the game.
   */
  connectfailed: z.tuple([line('name').optional()]),
  getnodestatus: none,
  /**
   * The whole games list again (answered with 'games'), for a socket whose list is held back at the board:
   * the in-game header's games list was opened. At most once per few seconds per socket (heldLists.ts).
   */
  listgames: none,
  togglenode: z.tuple([line('name')]),
  restartnode: z.tuple([line('name')]),
};

// ---------------------------------------------------------------- game socket

export const GamePatch = z.object({
  /** The view stateId the patch applies to; apply only when it matches, else send 'resync'. */
  from: z.number().int(),
  stateId: z.number().int(),
  /** RFC 6902 operations. */
  patch: z.array(z.object({ op: line('short'), path: line('prose'), value: z.unknown().optional(), from: line('prose').optional() })),
});
export type GamePatch = z.infer<typeof GamePatch>;

export const ClockMessage = z.object({
  /** Remaining ms per player name, as of `at` (server epoch ms); `running` is the player whose clock runs. */
  remaining: z.record(line('name'), z.number()),
  running: line('name').nullable(),
  at: z.number(),
});
export type ClockMessage = z.infer<typeof ClockMessage>;

export const AbsenceMessage = z.object({
  player: line('name'),
  /** ms until the absent player loses; null when they came back. */
  remainingMs: z.number().nullable(),
});
export type AbsenceMessage = z.infer<typeof AbsenceMessage>;

/** The game-end prompt: choose (continue or rematch), waiting for the opponent, or the result. */
export const EndPrompt = z.object({
  state: z.enum(['choose', 'waiting', 'declined', 'starting']),
  rematchGameId: line('id').optional(),
});
export type EndPrompt = z.infer<typeof EndPrompt>;

export const RematchChoice = z.enum(['continue', 'rematch']);
export type RematchChoice = z.infer<typeof RematchChoice>;

/** One connected spectator of a game (a user watching from two tabs counts once). */
export const Spectator = z.object({ id: line('id'), name: line('name') });
export type Spectator = z.infer<typeof Spectator>;

export const gameServerEvents = {
  gamestate: z.tuple([GameView]),
  gamepatch: z.tuple([GamePatch]),
  gameerror: z.tuple([line('prose')]),
  clock: z.tuple([ClockMessage]),
  absence: z.tuple([AbsenceMessage]),
  playertyping: z.tuple([z.object({ name: line('name'), typing: z.boolean() })]),
  endprompt: z.tuple([EndPrompt]),
  /** A rematch starts: connect to this game instead. */
  handoff: z.tuple([Handoff]),
  /** Who watches, sent to every viewer on connect and whenever a spectator comes or goes. */
  spectators: z.tuple([z.array(Spectator).max(1000)]),
};

export const gameClientEvents = {
  game: z.tuple([z.object({ action: GameAction })]),
  playerTyping: z.tuple([z.boolean()]),
  ping: none,
  concede: none,
  leavegame: none,
  /** Ask for the whole view again (a patch did not apply). */
  resync: none,
  rematch: z.tuple([RematchChoice]),
};

// ---------------------------------------------------------------- typed maps

// socket.io's generics take these maps: the server is `Server<LobbyClientToServer, LobbyServerToClient, ...>`
// (its game namespaces `Namespace<GameClientToServer, GameServerToClient, ...>`, server/socketServer.ts) and
// the client `Socket<LobbyServerToClient, LobbyClientToServer>`, so every emit on either side is checked
// against these schemas at compile time. The client's handler tables use the ServerToClient maps too:
// their arguments are what the tuple parsed.

type Schemas = Record<string, z.ZodTuple>;
type AckFn = (reply: Ack) => void;
/** Server events as a client's handlers see them: the values its tuple parsed, defaults filled in. */
export type Emits<M extends Schemas> = { [K in keyof M]: (...args: z.infer<M[K]>) => void };
/**
 * Server events as the server may send them: anything the tuple accepts, so a member with a default may be
 * left out and the client's parse restores it (the lobby's lean list entries, server/lobby/listEntry.ts).
 */
export type Sends<M extends Schemas> = { [K in keyof M]: (...args: z.input<M[K]>) => void };
/**
 * Client events: what a client may send (the schema's input: a field with a default may be left out),
 * with or without an ack after it. (Two tuples, not an optional last element, so that socket.io's
 * `timeout(ms).emit` sees the ack and gives it its timeout error.) The server's listeners get the
 * arguments raw and parse them with the tuple first.
 */
export type Handles<M extends Schemas> = { [K in keyof M]: (...args: z.input<M[K]> | [...z.input<M[K]>, AckFn]) => void };

export type LobbyServerToClient = Emits<typeof lobbyServerEvents>;
export type LobbyServerSends = Sends<typeof lobbyServerEvents>;
export type LobbyClientToServer = Handles<typeof lobbyClientEvents>;
export type GameServerToClient = Emits<typeof gameServerEvents>;
export type GameClientToServer = Handles<typeof gameClientEvents>;
export type LobbyClientEvent = keyof typeof lobbyClientEvents;
export type GameClientEvent = keyof typeof gameClientEvents;
/** A client event's arguments once its tuple parsed them: what a server handler table receives. */
export type LobbyClientArgs<K extends LobbyClientEvent> = z.infer<(typeof lobbyClientEvents)[K]>;
export type GameClientArgs<K extends GameClientEvent> = z.infer<(typeof gameClientEvents)[K]>;

/** Splits socket.io arguments into the payload and a trailing ack callback, then parses the payload. */
export function parseEventArgs<S extends z.ZodTuple>(
  schema: S,
  args: unknown[],
): { ok: true; value: z.infer<S>; ack?: AckFn } | { ok: false; message: string; ack?: AckFn } {
  const last = args[args.length - 1];
  const ack = typeof last === 'function' ? (last as AckFn) : undefined;
  const payload = ack ? args.slice(0, -1) : args;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid message', ack };
  return { ok: true, value: parsed.data, ack };
}

/** The stream offset socket.io appends to an event when connection-state recovery is on (Redis stream ids). */
const RECOVERY_OFFSET = /^\d+-\d+$/;

/**
 * A server event's arguments as the client receives them. With connection-state recovery (the cluster's
 * lobby), socket.io appends the event's stream offset to every event but a volatile one, and its
 * client keeps it to recover from; the event's own tuple does not have it. So arguments that fail their
 * tuple and end in an offset are parsed again without it, and the offset is returned beside them.
 */
export function parseServerEventArgs<S extends z.ZodTuple>(schema: S, args: unknown[]): ReturnType<typeof parseEventArgs<S>> & { offset?: string } {
  const parsed = parseEventArgs(schema, args);
  const last = args[args.length - 1];
  if (parsed.ok || typeof last !== 'string' || !RECOVERY_OFFSET.test(last)) return parsed;
  const again = parseEventArgs(schema, args.slice(0, -1));
  return again.ok ? { ...again, offset: last } : parsed;
}

/** The game node's refusal of a handoff token past its expiry: the client shows the logged-out message (board-spec 2). */
export const GAME_TOKEN_EXPIRED = 'Your session has expired';
