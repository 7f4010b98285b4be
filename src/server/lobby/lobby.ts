import { inArray } from 'drizzle-orm';
import type { ListEntry } from './listEntry';
import type { Handoff, LobbyMessage, LobbyServerSends } from '../../protocol/sockets';
import type { ServerBase } from '../serverBase';
import type { ChatAuthor } from '../socketServer';
import { users } from '../db/schema/accounts';
import type { GameTokens } from '../auth/tokens';
import type { NodeRegistry } from '../node/registry';
import type { NodeEvent } from '../node/types';
import { ChatLimit } from '../chatLimit';
import { canRead, recentMessages } from './chat';
import type { LobbyCluster } from './cluster';
import { Presence, lobbyUser, type Connection } from './presence';
import { ANNOUNCE_EACH_MAX, SharedUsers, announcementsFor, usersListFor, type Announcement } from './usersList';
import type { LobbyIdentity, PendingGame } from './types';
import { lobbyGameViews } from './view';
import { buildSharedList, sharedListFor, type SharedList } from './sharedList';
import { refreshBlockList } from './blockRefresh';
import { canSeeGame, isMember } from './visibility';

/** How long a game change waits for others to go out with it (publishLocal); the lists' viewers cannot tell. */
export const PUBLISH_BATCH_MS = 20;

declare const writing: unique symbol;

/**
 * The lobby inside a change to games (Lobby.serial hands it to the change, and nothing else makes one).
 * What changes games takes a Writing: the lobby's own changes (`this: Writing`), games.ts, node events,
 * relisting. So a change made outside serial, where cluster mode would neither lock nor share it, does
 * not compile: every path that changes games is the one writer's by construction, not by a list.
 */
export type Writing = Lobby & { readonly [writing]: true };

/**
 * The lobby's state and how it reaches sockets: pending and running games, who is where,
 * and the per-viewer filtering of the games list, users and chat. Game operations live in games.ts.
 */
export class Lobby {
  readonly games = new Map<string, PendingGame>();
  /** username -> the game they are in (one game per user). */
  readonly userGame = new Map<string, string>();
  readonly presence = new Presence();
  banner: string | null = null;
  /** Lobby and pending-game chat together: the one chat rule of server/chatLimit.ts. */
  readonly chatLimit = new ChatLimit();
  /** Each game's list views (lobbyGameViews) as of its last publish, by id; see viewsOf. */
  private readonly listed = new Map<string, { game: PendingGame; views: (viewer: string | null) => ListEntry }>();
  /** The games list most viewers get alike, until the next change (sharedList.ts). */
  private sharedList: SharedList | null = null;
  /** Games changed since the last flush (publishLocal): true when removed. */
  private unpublished = new Map<string, boolean>();
  /** Users come and gone since the last flush (announceLocal), in order. */
  private unannounced: Announcement[] = [];
  private publishTimer: NodeJS.Timeout | null = null;
  /** The users list most viewers get alike, until someone comes or goes (usersList.ts). */
  private sharedUsers = new SharedUsers();
  /** Games changed by the running change (cluster mode tells the other lobby processes). */
  readonly changed = new Set<string>();
  /** Set in cluster mode: the state shared with the other lobby processes. */
  cluster: LobbyCluster | null = null;
  /** Re-reads the node list (cluster mode: from Redis); in-process nodes are always current. */
  refreshNodes: () => Promise<void> = async () => {};

  constructor(
    readonly ctx: ServerBase,
    readonly nodes: NodeRegistry,
    readonly gameTokens: GameTokens,
  ) {}

  gameOf(username: string): PendingGame | null {
    const id = this.userGame.get(username);
    return (id && this.games.get(id)) || null;
  }

  /** Runs a change to games (in cluster mode as the one writer across lobby processes); the one maker of a Writing. */
  serial<T>(fn: (w: Writing) => Promise<T> | T): Promise<T> {
    const w = this as unknown as Writing;
    return this.cluster ? this.cluster.write(() => fn(w)) : Promise.resolve(fn(w));
  }

  /** Every socket of a user, on any lobby process (socket.io room; the Redis adapter spans processes). */
  private room(username: string) {
    return this.ctx.io.to(`user:${username}`);
  }

  // ------------------------------------------------------------ games list, per viewer

  /** Sends each socket the change of a game as it may see it (new, updated or gone). */
  publish(this: Writing, game: PendingGame, removed = false): void {
    this.changed.add(game.id);
    this.publishLocal(game.id, removed ? null : game);
  }

  /**
   * The change of a game to this process's sockets (another process made it, or this one), sent with the
   * other changes of the next PUBLISH_BATCH_MS (flushPublishes). At 1,000 games the lobby made hundreds of
   * changes a second, and each one walked every lobby socket: that walk was a fifth of the event loop's
   * time once the games ran on their own threads (docs/benchmarks.md, issue 19). A batch walks the sockets
   * once, and a game changed several times in it is sent once, as it is at the flush.
   */
  publishLocal(id: string, game: PendingGame | null = this.games.get(id) ?? null): void {
    this.listed.delete(id);
    this.sharedList = null;
    // Removed, or whatever the game is at the flush (a later change of it in the batch is in it then).
    this.unpublished.set(id, game === null);
    this.flushSoon();
  }

  private flushSoon(): void {
    if (this.publishTimer) return;
    this.publishTimer = setTimeout(() => this.flushPublishes(), PUBLISH_BATCH_MS);
    this.publishTimer.unref();
  }

  /**
   * The batch's changes to every socket: sockets sent the same message are sent it as one broadcast, which
   * socket.io encodes once (a change reaches every socket in the lobby, and encoding it per socket was a
   * tenth of the server's time at 1,000 games).
   */
  private flushPublishes(): void {
    this.publishTimer = null;
    const batch = [...this.unpublished].map(([id, removed]) => {
      const game = removed ? null : (this.games.get(id) ?? null);
      return { id, game, views: game && this.viewsOf(game) };
    });
    this.unpublished.clear();
    const arrivals = this.unannounced.splice(0);
    const sends = new Map<ListEntry | string, { id: string; newgame: string[]; updategame: string[]; removegame: string[] }>();
    const announced = new Map<Announcement, string[]>();
    const changed = new Set(batch.map((b) => b.id));
    for (const c of this.presence.connections.values()) {
      // Once per socket, not per socket and game: most sockets are at a board, and asking for each game of
      // the batch was a tenth of the lobby thread at 1,000 games (docs/benchmarks.md, issue 19).
      const board = this.boardOf(c);
      if (arrivals.length) this.announceTo(c, arrivals, announced, board);
      if (board !== null && !changed.has(board)) {
        if (batch.length) c.paused = true;
        continue;
      }
      for (const { id, game, views } of batch) {
        const change = this.changeFor(c, id, game, views, board);
        if (!change) continue;
        // A removal is one message per game; a view, one per distinct view.
        const key = change.event === 'removegame' ? id : change.view;
        let to = sends.get(key);
        if (!to) sends.set(key, (to = { id, newgame: [], updategame: [], removegame: [] }));
        to[change.event].push(c.socket.id);
      }
    }
    // In the batch's order, so each socket hears a user come and go in the order they did.
    for (const [a, to] of announced) {
      if (a.joined) this.ctx.io.to(to).emit('newuser', lobbyUser(a.user));
      else this.ctx.io.to(to).emit('userleft', { username: a.user.username });
    }
    for (const [key, to] of sends) {
      if (to.removegame.length) this.ctx.io.to(to.removegame).emit('removegame', { id: to.id });
      if (typeof key === 'object' && to.newgame.length) this.ctx.io.to(to.newgame).emit('newgame', key);
      if (typeof key === 'object' && to.updategame.length) this.ctx.io.to(to.updategame).emit('updategame', key);
    }
  }

  /** What a socket is sent of a game's change, if anything (a socket to be sent the whole list is sent it here). */
  private changeFor(
    c: Connection,
    id: string,
    game: PendingGame | null,
    views: ((viewer: string | null) => ListEntry) | null,
    board: string | null,
  ): { event: 'newgame' | 'updategame'; view: ListEntry } | { event: 'removegame' } | null {
    if (board !== null && board !== id) {
      c.paused = true;
      return null;
    }
    // Held back at a board its user has left some other way than resumeLists saw (a new game made from a finished one).
    if (c.paused && board === null) {
      this.sendGames(c);
      return null;
    }
    if (game && views && canSeeGame(game, c.user)) {
      const event = c.seen.has(id) ? 'updategame' : 'newgame';
      c.seen.add(id);
      return { event, view: views(c.user?.username ?? null) };
    }
    return c.seen.delete(id) ? { event: 'removegame' } : null;
  }

  /** A game's list views as last published: a whole list costs no view building (publishLocal forgets a changed game's). */
  private viewsOf(game: PendingGame): (viewer: string | null) => ListEntry {
    const hit = this.listed.get(game.id);
    if (hit?.game === game) return hit.views;
    const views = lobbyGameViews(game);
    this.listed.set(game.id, { game, views });
    return views;
  }

  /**
   * The game whose board the socket's page shows, else null: its user plays or watches it, started (running or
   * over) or being launched. The page shows the board, not the games list (LobbyPage renders GameHost until they
   * leave the game), so other games' changes wait. Without this, every change of every game went to every
   * socket: with 1,000 games at a human pace that was most of the server's work (docs/benchmarks.md, issue 19).
   * The list comes back whole when the game lets them go (resumeLists), not when it ends: most players ask for
   * a rematch there and never look at the list, and the whole list at every game's end was, at 1,000 games, a
   * fifth of the server's time.
   */
  private boardOf(c: Connection): string | null {
    const own = c.user ? this.userGame.get(c.user.username) : undefined;
    const game = own !== undefined ? this.games.get(own) : undefined;
    // A game being launched counts: its board comes with the handoff, and a rematch's players never leave theirs.
    // Without it, every rematch sent both players the whole list while the node started the game (a third of the
    // lobby's whole lists at 1,000 games, docs/benchmarks.md). A launch that fails clears `starting`, and the next
    // batch sends the held list whole (changeFor).
    return game && (game.started || game.starting) ? own! : null;
  }

  /** The members of a game that has ended or let them go: their lists, held back meanwhile, come back whole. */
  resumeLists(usernames: Iterable<string>): void {
    for (const name of usernames) {
      for (const c of this.presence.socketsOf(name)) {
        if (this.boardOf(c) !== null) continue;
        if (c.paused) this.sendGames(c);
        if (c.usersPaused) this.resendUsers(c);
      }
    }
  }

  /** The whole games list to a socket; held-back changes and the count sent meanwhile (heldLists.ts) are past. */
  sendGames(c: Connection): void {
    c.paused = false;
    if (c.heldCounts) delete c.heldCounts.games;
    c.seen.clear();
    this.sharedList ??= buildSharedList(this.games.values(), (g) => this.viewsOf(g));
    const list =
      sharedListFor(this.sharedList, c.user) ??
      [...this.games.values()].filter((g) => canSeeGame(g, c.user)).map((g) => this.viewsOf(g)(c.user?.username ?? null));
    for (const g of list) c.seen.add(g.id);
    c.socket.emit('games', list);
  }

  /**
   * Brings a socket's games list up to date after who-sees-what changed (a block list): only the
   * games it now may see and was not sent, and those it was sent and may no longer see.
   */
  reconcileGames(c: Connection): void {
    // Called after who-sees-what changed without a publish (a member's block list): the shared list may be
    // wrong now, and so may each game's part of it, kept with the game's views (sharedList.ts partOf).
    this.sharedList = null;
    this.listed.clear();
    // The users list too: a block list changed in place (blockRefresh.ts) and Presence.version cannot see it.
    this.sharedUsers.forget();
    const viewer = c.user?.username ?? null;
    for (const game of this.games.values()) {
      const visible = canSeeGame(game, c.user);
      if (visible && !c.seen.has(game.id)) {
        c.socket.emit('newgame', this.viewsOf(game)(viewer));
        c.seen.add(game.id);
      } else if (!visible && c.seen.delete(game.id)) c.socket.emit('removegame', { id: game.id });
    }
  }

  /** The user's block list changed: this process's lobby takes it at once (blockRefresh.ts). */
  refreshUser(userId: string): Promise<void> {
    return refreshBlockList(this, userId);
  }

  /** The member's current game (or null), to every socket of each member. */
  sendGameState(this: Writing, game: PendingGame, extra: { newGame?: string; joined?: string } = {}): void {
    this.changed.add(game.id);
    this.listed.delete(game.id);
    // Members see the pending game's chat; the public games list never carries it.
    const views = this.viewsOf(game);
    for (const name of [...game.players.keys(), ...game.spectators.keys()]) {
      // A player who left has been sent cleargamestate: the game must not come back to their page.
      if (game.players.get(name)?.left) continue;
      const joined = extra.joined && name === game.owner ? extra.joined : undefined;
      this.room(name).emit('gamestate', { game: { ...views(name), messages: game.messages }, newGame: extra.newGame, joined });
    }
  }

  clearGameState(username: string): void {
    this.room(username).emit('cleargamestate');
    this.resumeLists([username]);
  }

  emitTo<E extends keyof LobbyServerSends>(username: string, event: E, ...args: Parameters<LobbyServerSends[E]>): void {
    this.room(username).emit(event, ...args);
  }

  // ------------------------------------------------------------ users and chat

  /** Online users as this socket may see them; in cluster mode, those of every lobby process. */
  async sendUsers(c: Connection): Promise<void> {
    c.usersPaused = false;
    if (c.heldCounts) delete c.heldCounts.users;
    if (!this.cluster) return void c.socket.emit('users', this.sharedUsers.listFor(c.user, () => this.presence.online(), this.presence.version));
    const seen = new Map<string, LobbyIdentity>();
    for (const s of await this.ctx.io.fetchSockets()) {
      const u = s.data.user;
      if (u) seen.set(u.username, u);
    }
    c.socket.emit('users', usersListFor(c.user, [...seen.values()]));
  }

  /** The whole users list to a socket held back from its changes (not awaited: in one-process mode it sends at once). */
  private resendUsers(c: Connection): void {
    void this.sendUsers(c).catch((err: unknown) => this.ctx.log.error({ err }, 'users list not sent'));
  }

  announceUser(user: LobbyIdentity, joined: boolean): void {
    this.announceLocal(user, joined);
    if (this.cluster) this.ctx.io.serverSideEmit('announceuser', user, joined);
  }

  /** A user came or went: every socket of this process hears it with the next batch (flushPublishes). */
  announceLocal(user: LobbyIdentity, joined: boolean): void {
    this.unannounced.push({ user, joined });
    this.flushSoon();
  }

  /** A batch's comings and goings as one socket is sent them: each to hear (`to`), or its whole list. */
  private announceTo(c: Connection, batch: Announcement[], to: Map<Announcement, string[]>, board: string | null): void {
    const mine = announcementsFor(c, batch);
    if (!mine.length) return;
    // At the board the users list is not shown: its changes wait (heldLists.ts keeps the header's count
    // true), as the games list's do. One process only: a count across lobby processes would need them all.
    if (!this.cluster && board !== null) {
      c.usersPaused = true;
      return;
    }
    if (c.usersPaused || mine.length > ANNOUNCE_EACH_MAX) return this.resendUsers(c);
    for (const a of mine) {
      const ids = to.get(a);
      if (ids) ids.push(c.socket.id);
      else to.set(a, [c.socket.id]);
    }
  }

  /** A lobby chat message to every socket allowed to read it, on every lobby process. */
  chat(msg: LobbyMessage, author: ChatAuthor): void {
    this.chatLocal(msg, author);
    if (this.cluster) this.ctx.io.serverSideEmit('lobbychat', msg, author);
  }

  chatLocal(msg: LobbyMessage, author: ChatAuthor): void {
    for (const other of this.presence.connections.values()) if (canRead(other.user, author)) other.socket.emit('lobbychat', msg);
  }

  async sendChatHistory(c: Connection): Promise<void> {
    const messages = await recentMessages(this.ctx.db);
    const authors = [...new Set(messages.map((m) => m.user.username))];
    const lists = new Map<string, string[]>();
    if (c.user && authors.length) {
      const rows = await this.ctx.db
        .select({ username: users.username, blockList: users.blockList })
        .from(users)
        .where(inArray(users.username, authors));
      for (const r of rows) lists.set(r.username, r.blockList);
    }
    c.socket.emit(
      'lobbymessages',
      messages.filter((m) => canRead(c.user, { username: m.user.username, blockList: lists.get(m.user.username) ?? [] })),
    );
  }

  // ------------------------------------------------------------ handoff and node events

  async handoff(game: PendingGame, username: string, role: 'player' | 'spectator', host?: string): Promise<Handoff | null> {
    const node = game.node ? this.nodes.get(game.node) : null;
    if (!node) return null;
    const p = game.players.get(username) ?? null;
    const userId = p?.userId ?? game.spectators.get(username)?.userId ?? null;
    const token = await this.gameTokens.sign({ gameId: game.id, username, userId, role });
    return { gameId: game.id, name: node.name, namespace: `/game/${game.id}`, token, ...node.endpoint(host) };
  }

  /** Sends handoff to every socket of the user (each to its own Host). */
  async sendHandoff(game: PendingGame, username: string): Promise<void> {
    const role = game.players.has(username) ? 'player' : 'spectator';
    if (this.cluster) {
      // Node processes have fixed addresses: one handoff for the user's sockets on every lobby.
      const h = await this.handoff(game, username, role);
      if (h) this.room(username).emit('handoff', h);
      return;
    }
    for (const c of this.presence.socketsOf(username)) {
      const h = await this.handoff(game, username, role, c.socket.handshake.headers.host);
      if (h) c.socket.emit('handoff', h);
    }
  }

  /** Takes a user out of their game; the game goes when no player is left. */
  removeMember(this: Writing, game: PendingGame, username: string): void {
    game.spectators.delete(username);
    if (game.players.has(username)) {
      if (game.started) game.players.get(username)!.left = true;
      else game.players.delete(username);
    }
    if (this.userGame.get(username) === game.id) this.userGame.delete(username);
    this.clearGameState(username);
    const humans = [...game.players.values()].filter((p) => !p.isBot && !p.left);
    if (!humans.length) return this.dropGame(game);
    if (game.owner === username) game.owner = humans[0].username;
    if (game.draft && !game.started) game.draft = null;
    this.sendGameState(game);
    this.publish(game);
  }

  dropGame(this: Writing, game: PendingGame): void {
    this.games.delete(game.id);
    this.listed.delete(game.id);
    const members = [...game.players.keys(), ...game.spectators.keys()];
    for (const name of members) {
      if (this.userGame.get(name) === game.id) {
        this.userGame.delete(name);
        this.clearGameState(name);
      }
    }
    this.publish(game, true);
    // Members already moved on (a rematch's spectators) were held back at this game's board too.
    this.resumeLists(members);
  }

  /**
   * A node's event, applied by the handler of its kind (the table below: a kind without a handler is a
   * type error). In-process and cluster nodes alike reach the lobby only through here (lobby/index.ts).
   */
  async onNodeEvent(this: Writing, e: NodeEvent, rematch: (game: PendingGame) => Promise<void>): Promise<void> {
    const game = this.games.get(e.gameId);
    if (!game) return;
    await (nodeEventHandlers[e.type] as NodeEventHandler<NodeEvent['type']>)(this, game, e, rematch);
  }

  isMember(game: PendingGame, username: string): boolean {
    return isMember(game, username);
  }
}

type NodeEventHandler<K extends NodeEvent['type']> = (
  lobby: Writing,
  game: PendingGame,
  e: Extract<NodeEvent, { type: K }>,
  rematch: (game: PendingGame) => Promise<void>,
) => Promise<void> | void;

/** What each kind of node event does to its game in the lobby. */
const nodeEventHandlers: { [K in NodeEvent['type']]: NodeEventHandler<K> } = {
  finished: (lobby, game, e) => {
    game.finishedAt = new Date();
    game.winner = e.winner;
    lobby.publish(game);
    lobby.sendGameState(game);
  },
  left: (lobby, game, e) => lobby.removeMember(game, e.username),
  connection: (lobby, game, e) => {
    const p = game.players.get(e.username);
    // Only a player's drop and return show in the list; every game socket's first connect (players and
    // spectators) was a change sent to every lobby socket, a few per game.
    if (!p || !!p.disconnected === !e.connected) return;
    p.disconnected = !e.connected;
    lobby.publish(game);
  },
  closed: (lobby, game) => lobby.dropGame(game),
  rematch: (_lobby, game, _e, rematch) => rematch(game),
};
