import { lobbyClientEvents, parseEventArgs, type Ack, type LobbyClientArgs, type LobbyClientEvent } from '../../protocol/sockets';
import { clearUserSockets } from '../admin/lobbyClear';
import { CHAT_TOO_FAST } from '../chatLimit';
import { storeMessage } from './chat';
import { connectFailed } from './connectFailed';
import { decklist } from './decklist';
import * as games from './games';
import { listGamesAgain } from './heldLists';
import { identify } from './identity';
import * as nodeAdmin from './nodeAdmin';
import type { Lobby, Writing } from './lobby';
import type { Connection } from './presence';
import type { LobbyIdentity } from './types';
import { lobbyGame } from './view';

/** A handler answers nothing (success), a refusal message, or `{ data }` sent back in the ack. */
type Outcome = games.Result | { data: unknown } | void;
type Handler<K extends LobbyClientEvent> = (args: LobbyClientArgs<K>, c: Connection) => Promise<Outcome> | Outcome;
/** An event that changes games: run by Lobby.serial (in cluster mode the one writer), the only maker of its Writing. */
type Change<K extends LobbyClientEvent> = { change: (args: LobbyClientArgs<K>, c: Connection, w: Writing) => Promise<Outcome> | Outcome };
/**
 * Each event is a Handler, which reads (and cannot change games: that takes a Writing), or a Change. An
 * event is in the table once, and is one or the other by how it is written: no separate list to keep.
 */
type Table = { [K in LobbyClientEvent]: Handler<K> | Change<K> };

/** One event's raw arguments parsed by its own tuple and bound to its own entry of the table, without a cast. */
function call<K extends LobbyClientEvent>(lobby: Lobby, table: Table, event: K, raw: unknown[], c: Connection) {
  const parsed = parseEventArgs(lobbyClientEvents[event], raw);
  if (!parsed.ok) return parsed;
  const entry: Handler<K> | Change<K> = table[event];
  const run = typeof entry === 'function' ? () => entry(parsed.value, c) : () => lobby.serial((w) => entry.change(parsed.value, c, w));
  return { ok: true as const, ack: parsed.ack, run };
}

/** Events open to anonymous sockets; every other event needs a logged-in user. */
const anonymous = new Set<LobbyClientEvent>(['authenticate', 'ping', 'connectfailed']);
const loginMessages: Partial<Record<LobbyClientEvent, string>> = {
  joingame: 'Please login before trying to join a game',
  watchgame: 'Please login before trying to watch a game',
  chat: 'You must be logged in to chat',
};

/** Every lobby event of site-spec 7: parsed with its protocol tuple, then dispatched by name from this table. */
export function bindLobbyEvents(lobby: Lobby, c: Connection): void {
  const socket = c.socket;
  const user = (): LobbyIdentity => c.user!;
  const table: Table = {
    authenticate: async ([token]) => {
      await authenticate(lobby, c, token);
    },
    clearsessions: ([username]) => clearUserSockets(lobby, user(), socket.id, username),
    ping: () => null,
    newgame: { change: ([payload], _c, w) => games.createGame(w, user(), payload) },
    joingame: { change: ([id, password], _c, w) => games.joinGame(w, user(), id, password) },
    watchgame: { change: ([id, password], _c, w) => games.watchGame(w, user(), id, password) },
    leavegame: { change: (_args, _c, w) => games.leaveGame(w, user()) },
    removegame: { change: ([id], _c, w) => games.removeGame(w, user(), id) },
    startgame: { change: ([id], _c, w) => games.startGame(w, user(), id) },
    'start game': { change: ([id], _c, w) => games.startGame(w, user(), id) },
    chat: async ([text]) => {
      const author = user();
      if (!lobby.chatLimit.take(author.username)) return CHAT_TOO_FAST;
      const msg = await storeMessage(lobby.ctx.db, author, text);
      lobby.chat(msg, author);
    },
    gamechat: {
      change: ([id, text], _c, w) => {
        const game = w.games.get(id);
        if (!game || !w.isMember(game, user().username)) return 'You are not in this game';
        if (!w.chatLimit.take(user().username)) return CHAT_TOO_FAST;
        game.messages.push({ name: user().username, text, time: new Date().toISOString() });
        w.sendGameState(game);
      },
    },
    playertyping: ([typing]) => {
      const game = lobby.gameOf(user().username);
      if (!game) return;
      for (const name of [...game.players.keys(), ...game.spectators.keys()]) {
        if (name !== user().username) lobby.ctx.io.to(`user:${name}`).volatile.emit('playertyping', { name: user().username, typing });
      }
    },
    draftStart: { change: ([id], _c, w) => games.draftStart(w, user(), id) },
    // Sends the game's state again, which marks the game changed (cluster mode shares it): a change too.
    draft: {
      change: ([id], _c, w) => {
        const game = w.games.get(id);
        if (!game || !w.isMember(game, user().username)) return 'You are not in this game';
        w.sendGameState(game);
      },
    },
    draftChamp: { change: ([id, champ], _c, w) => games.draftMove(w, user(), id, champ, 'pick') },
    discardChamp: { change: ([id, champ], _c, w) => games.draftMove(w, user(), id, champ, 'discard') },
    selectdeck: { change: ([id, isMe, deckId, precon, extra], _c, w) => games.selectDeck(w, user(), id, isMe, deckId, !!precon, extra?.champions) },
    selectChampions: { change: ([id, champions], _c, w) => games.selectChampions(w, user(), id, champions) },
    decklist: ([id, owner]) => decklist(lobby, user(), id, owner),
    // Anonymous sockets may send it (the spec lists it with authenticate and ping): ignored, not refused.
    connectfailed: { change: ([node], _c, w) => (c.user ? connectFailed(w, c.user, node) : null) },
    getnodestatus: () => nodeAdmin.status(lobby, user(), socket),
    listgames: () => listGamesAgain(lobby, c),
    togglenode: ([name]) => nodeAdmin.toggle(lobby, user(), socket, name),
    restartnode: ([name]) => nodeAdmin.restart(lobby, user(), socket, name),
  };

  for (const event of Object.keys(lobbyClientEvents) as LobbyClientEvent[]) {
    socket.on(event, async (...raw: unknown[]) => {
      const parsed = call(lobby, table, event, raw, c);
      const reply = (r: Ack) => parsed.ack?.(r);
      const fail = (message: string) => {
        // Every refusal of a lobby chat message (anonymous, malformed, too fast) is the spec's 'nochat'.
        if (event === 'chat') socket.emit('nochat', { message });
        else if (message === games.PASSWORD_ERROR) socket.emit('passworderror', message);
        else socket.emit('gameerror', message);
        reply({ success: false, message });
      };
      if (!parsed.ok) return fail(parsed.message);
      if (!c.user && !anonymous.has(event)) return fail(loginMessages[event] ?? 'You must be logged in to do that');
      try {
        const out = await parsed.run();
        if (typeof out === 'string') return fail(out);
        reply(out ? { success: true, data: out.data } : { success: true });
      } catch (err) {
        lobby.ctx.log.error({ err, event }, 'lobby event failed');
        fail('An error occurred');
      }
    });
  }
}

/**
 * Sets (or clears) the socket's user and sends what a user sees on arrival. `recovered`: the user a
 * socket recovered with (connection-state recovery, cluster mode), or undefined for a new connection.
 * No lobby process held a recovered socket's connection while it was away, so nobody sent it the
 * changes of the users, games and chat lists meanwhile: it is sent them whole again (each replaces the
 * client's list: nothing twice, nothing missed);
 * its game state and handoff came through its user's room, replayed from where it left off, so they
 * are not sent again (a second handoff would reconnect the game socket) while the user is the same.
 */
export async function authenticate(lobby: Lobby, c: Connection, token: string | undefined, recovered?: string | null): Promise<void> {
  const user = await identify(lobby.ctx, token);
  if (token && !user) c.socket.emit('authfailed');
  const before = c.user;
  const { joined, left } = lobby.presence.identify(c, user);
  if (left && before) lobby.announceUser(before, false);
  if (user && joined) lobby.announceUser(user, true);
  if (user) c.socket.emit('authenticated', { username: user.username, name: user.username });
  await lobby.sendUsers(c);
  lobby.sendGames(c);
  await lobby.sendChatHistory(c);
  if (lobby.banner) c.socket.emit('banner', lobby.banner);
  if (recovered !== undefined && recovered === (user?.username ?? null)) return;
  const game = user ? lobby.gameOf(user.username) : null;
  if (game && user) {
    c.socket.emit('gamestate', { game: lobbyGame(game, user.username) });
    if (game.started && !game.players.get(user.username)?.left) {
      const h = await lobby.handoff(game, user.username, game.players.has(user.username) ? 'player' : 'spectator', c.socket.handshake.headers.host);
      if (h) c.socket.emit('handoff', h);
    }
  }
}
