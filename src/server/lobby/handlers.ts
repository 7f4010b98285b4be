import { lobbyClientEvents, parseEventArgs, type Ack, type LobbyClientArgs, type LobbyClientEvent } from '../../protocol/sockets';
import { clearUserSockets } from '../admin/lobbyClear';
import { CHAT_TOO_FAST } from '../chatLimit';
import { storeMessage } from './chat';
import { connectFailed } from './connectFailed';
import { decklist } from './decklist';
import * as games from './games';
import { identify } from './identity';
import * as nodeAdmin from './nodeAdmin';
import type { Lobby } from './lobby';
import type { Connection } from './presence';
import type { LobbyIdentity } from './types';
import { lobbyGame } from './view';

/** A handler answers nothing (success), a refusal message, or `{ data }` sent back in the ack. */
type Outcome = games.Result | { data: unknown } | void;
type Handler<K extends LobbyClientEvent> = (args: LobbyClientArgs<K>, c: Connection) => Promise<Outcome> | Outcome;
type Table = { [K in LobbyClientEvent]: Handler<K> };

/** One event's raw arguments parsed by its own tuple and bound to its own entry of the table, without a cast. */
function call<K extends LobbyClientEvent>(table: Table, event: K, raw: unknown[], c: Connection) {
  const parsed = parseEventArgs(lobbyClientEvents[event], raw);
  if (!parsed.ok) return parsed;
  const handler: Handler<K> = table[event];
  return { ok: true as const, ack: parsed.ack, run: () => handler(parsed.value, c) };
}

/** Events open to anonymous sockets; every other event needs a logged-in user. */
const anonymous = new Set<LobbyClientEvent>(['authenticate', 'ping', 'connectfailed']);
const loginMessages: Partial<Record<LobbyClientEvent, string>> = {
  joingame: 'Please login before trying to join a game',
  watchgame: 'Please login before trying to watch a game',
  chat: 'You must be logged in to chat',
};

/** Events that change games: in cluster mode each runs as the one writer across lobby processes. */
const changesGames = new Set<LobbyClientEvent>([
  'newgame', 'joingame', 'watchgame', 'leavegame', 'removegame', 'startgame', 'start game', 'gamechat',
  'draftStart', 'draftChamp', 'discardChamp', 'selectdeck', 'selectChampions', 'connectfailed',
]);

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
    newgame: ([payload]) => games.createGame(lobby, user(), payload),
    joingame: ([id, password]) => games.joinGame(lobby, user(), id, password),
    watchgame: ([id, password]) => games.watchGame(lobby, user(), id, password),
    leavegame: () => games.leaveGame(lobby, user()),
    removegame: ([id]) => games.removeGame(lobby, user(), id),
    startgame: ([id]) => games.startGame(lobby, user(), id),
    'start game': ([id]) => games.startGame(lobby, user(), id),
    chat: async ([text]) => {
      const author = user();
      if (!lobby.chatLimit.take(author.username)) return CHAT_TOO_FAST;
      const msg = await storeMessage(lobby.ctx.db, author, text);
      lobby.chat(msg, author);
    },
    gamechat: ([id, text]) => {
      const game = lobby.games.get(id);
      if (!game || !lobby.isMember(game, user().username)) return 'You are not in this game';
      if (!lobby.chatLimit.take(user().username)) return CHAT_TOO_FAST;
      game.messages.push({ name: user().username, text, time: new Date().toISOString() });
      lobby.sendGameState(game);
    },
    playertyping: ([typing]) => {
      const game = lobby.gameOf(user().username);
      if (!game) return;
      for (const name of [...game.players.keys(), ...game.spectators.keys()]) {
        if (name !== user().username) lobby.ctx.io.to(`user:${name}`).volatile.emit('playertyping', { name: user().username, typing });
      }
    },
    draftStart: ([id]) => games.draftStart(lobby, user(), id),
    draft: ([id]) => {
      const game = lobby.games.get(id);
      if (!game || !lobby.isMember(game, user().username)) return 'You are not in this game';
      lobby.sendGameState(game);
    },
    draftChamp: ([id, champ]) => games.draftMove(lobby, user(), id, champ, 'pick'),
    discardChamp: ([id, champ]) => games.draftMove(lobby, user(), id, champ, 'discard'),
    selectdeck: ([id, isMe, deckId, precon, extra]) => games.selectDeck(lobby, user(), id, isMe, deckId, !!precon, extra?.champions),
    selectChampions: ([id, champions]) => games.selectChampions(lobby, user(), id, champions),
    decklist: ([id, owner]) => decklist(lobby, user(), id, owner),
    // Anonymous sockets may send it (the spec lists it with authenticate and ping): ignored, not refused.
    connectfailed: ([node]) => (c.user ? connectFailed(lobby, c.user, node) : null),
    getnodestatus: () => nodeAdmin.status(lobby, user(), socket),
    togglenode: ([name]) => nodeAdmin.toggle(lobby, user(), socket, name),
    restartnode: ([name]) => nodeAdmin.restart(lobby, user(), socket, name),
  };

  for (const event of Object.keys(lobbyClientEvents) as LobbyClientEvent[]) {
    socket.on(event, async (...raw: unknown[]) => {
      const parsed = call(table, event, raw, c);
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
        const out = changesGames.has(event) ? await lobby.serial(parsed.run) : await parsed.run();
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
 * The users, games and chat lists go to each socket by itself, not through a room, so a recovered
 * socket is sent them whole again (each replaces the client's list: nothing twice, nothing missed);
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
