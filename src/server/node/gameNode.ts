import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { viewFor } from '../../engine';
import { savesReplay } from '../../engine/lobbyRules';
import { GAME_TOKEN_EXPIRED, type NodeStatus } from '../../protocol/sockets';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { userRole } from '../auth/role';
import type { GameNamespace, GameSocket, SocketServer } from '../socketServer';
import { bindGameEvents } from './gameHandlers';
import type { GameTokens } from '../auth/tokens';
import { ActionWriter } from './actionWriter';
import { LiveGame, type Restored } from './liveGame';
import { loadRunning, recordAbort, recordActions, recordFinish, recordStart, type Finish } from './records';
import type { NodeEvent, StartGameRequest } from './types';
import { NodeOutbox } from './outbox';
import { BotPool, type BotThinker } from './bots/pool';

const PREFIX = '/game/';
/** A game id as it appears in a namespace: /game/{id}. */
const gameIdOf = (namespace: string): string | null => /^\/game\/([\w-]{1,64})$/.exec(namespace)?.[1] ?? null;

export const VERSION = '0.1.0';

export type GameNodeOptions = {
  name: string;
  io: SocketServer;
  db: Db;
  log: FastifyBaseLogger;
  tokens: GameTokens;
  botDelayMs: number;
  /** Where bot moves are thought; default a worker pool sized to the cores (bots/pool.ts). */
  bots?: BotThinker;
  /** The default pool's search levels think this fraction of their budget (config BOT_THINK_SCALE). */
  botThinkScale?: number;
  absenceMs: number;
  clockScale?: number;
  /** Finished games stay this long for the end prompts once no player is connected. */
  lingerMs?: number;
  /**
   * Tells the lobby (cluster mode: adds to the node events stream). The promise settles once it is
   * delivered or failed: the outbox keeps a stored event until it is delivered (node/outbox.ts).
   */
  onEvent(e: NodeEvent): void | Promise<void>;
};

/**
 * A game node: hosts running games on the socket.io namespaces /game/{id}, checks every message
 * against the protocol, stores every action before it is acknowledged, and the record when a game ends.
 */
export class GameNode {
  readonly games = new Map<string, LiveGame>();
  enabled = true;
  /** True while restart() rebuilds the games: the node takes no new games. */
  restarting = false;
  /** Set by close(): finish records stop retrying (a restored game records its own finish). */
  private closing = false;
  /** Per-game queue of record writes (finish, abort), after the game's stored actions. */
  private writes = new Map<string, Promise<void>>();
  /** Group commit of the action rows of all games. */
  private actions: ActionWriter;
  private bots: BotThinker;
  /** Events stored with the changes they report (the finished game's record), relayed after the commit. */
  private outbox: NodeOutbox;

  constructor(private o: GameNodeOptions) {
    this.actions = new ActionWriter((rows) => recordActions(o.db, rows));
    this.outbox = new NodeOutbox(o.db, o.name, (e) => o.onEvent(e), (err) => o.log.error({ err }, 'node event relay failed; retrying'));
    this.bots = o.bots ?? new BotPool({ log: o.log, thinkScale: o.botThinkScale });
    // A function, not a pattern: socket.io asks it before creating a child namespace, so a connect to
    // an unknown game, or without a valid token for it, is refused and leaves nothing in memory.
    // Child namespaces of hosted games go when their last socket does (cleanupEmptyChildNamespaces).
    // socket.io types every namespace with the server's (lobby) events: this one cast gives the
    // game namespaces the game's own event maps, so their emits and listeners are checked too.
    const nsp = o.io.of((name, auth, next) => {
      this.admits(name, auth).then(
        (ok) => next(null, ok),
        () => next(null, false),
      );
    }) as unknown as GameNamespace;
    nsp.use(async (socket, next) => {
      const claims = await o.tokens.verify(tokenOf(socket.handshake.auth));
      const gameId = socket.nsp.name.slice(PREFIX.length);
      // An expired handoff token of this very game: the client shows the logged-out message (board-spec 2).
      if (!claims && (await o.tokens.expired(tokenOf(socket.handshake.auth)))?.gameId === gameId) return next(new Error(GAME_TOKEN_EXPIRED));
      if (!claims || claims.gameId !== gameId) return next(new Error('Not authorised for this game'));
      if (!this.games.has(gameId)) return next(new Error('Game not found'));
      // A handoff token lives 12 hours; a user disabled since then may not come back with it.
      const account = claims.userId ? await this.account(claims.userId) : null;
      if (claims.userId && (!account || account.disabled)) return next(new Error('Your account is disabled'));
      socket.data.claims = claims;
      // The role comes from the account, never from the client or the token: it styles the user's chat name.
      if (account) socket.data.userRole = userRole(account.permissions);
      next();
    });
    nsp.on('connection', (socket) => this.attach(socket));
  }

  /** A namespace is made only for a hosted game and a handoff token for it. */
  private async admits(namespace: string, auth: unknown): Promise<boolean> {
    const gameId = gameIdOf(namespace);
    if (!gameId || !this.games.has(gameId)) return false;
    // An expired token of this game is let through to the middleware, whose refusal names the expiry.
    const claims = (await this.o.tokens.verify(tokenOf(auth))) ?? (await this.o.tokens.expired(tokenOf(auth)));
    return claims?.gameId === gameId;
  }

  private async account(userId: string): Promise<{ disabled: boolean; permissions: Record<string, boolean> } | null> {
    const [row] = await this.o.db.select({ disabled: users.disabled, permissions: users.permissions }).from(users).where(eq(users.id, userId)).limit(1);
    return row ?? null;
  }

  private async isDisabled(userId: string): Promise<boolean> {
    const row = await this.account(userId);
    return !row || row.disabled;
  }

  /**
   * Revocation (admin/revocation.ts, or its Redis channel on a node process): a user who is now
   * disabled loses every game socket here at once. Sessions do not matter to a game socket, which
   * was admitted by its handoff token; disabling is what ends a user's play.
   */
  async dropIfDisabled(userId: string): Promise<void> {
    if (!(await this.isDisabled(userId))) return;
    for (const g of this.games.values()) g.disconnectUser(userId);
  }

  get name(): string {
    return this.o.name;
  }

  status(): NodeStatus {
    return { name: this.o.name, numGames: this.games.size, status: this.restarting ? 'restarting' : this.enabled ? 'active' : 'disabled', version: VERSION };
  }

  private queue(gameId: string, fn: () => Promise<void>): Promise<void> {
    const next = (this.writes.get(gameId) ?? Promise.resolve()).then(fn).catch((err: unknown) => {
      this.o.log.error({ err, gameId }, 'game write failed');
    });
    this.writes.set(gameId, next);
    return next;
  }

  async startGame(req: StartGameRequest): Promise<void> {
    await recordStart(this.o.db, this.o.name, req);
    this.host(req, { log: [], clocks: null });
  }

  private host(req: StartGameRequest, restored: Restored): LiveGame {
    const id = req.gameId;
    const game: LiveGame = new LiveGame(
      req,
      {
        botDelayMs: this.o.botDelayMs,
        // Read at each move, so useBots() reaches games already running.
        bots: { think: (input) => this.bots.think(input), close: async () => undefined },
        absenceMs: this.o.absenceMs,
        clockScale: this.o.clockScale,
        store: (rows) => this.actions.store(rows.map((r) => ({ gameId: id, ...r }))),
        onWriteError: (err, retrying) =>
          retrying ? this.o.log.warn({ gameId: id }, 'retrying a server action of the game') : this.o.log.error({ err, gameId: id }, 'game action write failed'),
        onFinish: (g) => {
          const view = g.state;
          const finish: Finish = {
            gameId: id,
            meta: g.meta,
            winner: view.winner,
            winReason: view.winReason,
            // The spectator's view holds what the record needs (chat, wounds) and nothing hidden.
            view: viewFor(g.state, null),
            replay: savesReplay(g.meta) ? g.replayFile() : null,
          };
          // 'finished' is stored with the record and relayed from there: never sent without it, never lost after it.
          void this.queue(id, () => this.recordFinishRetrying(finish))
            .then(() => this.outbox.relay())
            .then(() => this.closeIfEmpty(g));
        },
        onLeft: (username) => {
          this.tell({ type: 'left', gameId: id, username });
          this.closeIfEmpty(game);
        },
        onConnection: (username, connected) => {
          this.tell({ type: 'connection', gameId: id, username, connected });
          if (!connected) this.closeIfEmpty(game);
        },
        onRematch: () => this.tell({ type: 'rematch', gameId: id }),
      },
      restored,
    );
    this.games.set(id, game);
    return game;
  }

  /**
   * A finished game's record is never dropped: a failed write is logged and tried again, with a
   * growing pause, until it lands. If the process stops first, the game's last stored action still
   * holds the result, and the restored game records it (LiveGame records a restored finished game).
   */
  private async recordFinishRetrying(f: Finish): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await recordFinish(this.o.db, f, this.o.name);
        if (attempt) this.o.log.info({ gameId: f.gameId, attempt }, 'game record written after a retry');
        return;
      } catch (err) {
        this.o.log.error({ err, gameId: f.gameId, attempt }, 'game record write failed; retrying');
        if (this.closing) return;
        await new Promise((r) => setTimeout(r, Math.min(30_000, 250 * 2 ** attempt)));
        if (this.closing) return;
      }
    }
  }

  private closeIfEmpty(game: LiveGame): void {
    if (!game.finished || game.hasPlayersConnected()) return;
    setTimeout(() => {
      if (this.games.get(game.gameId) === game && !game.hasPlayersConnected()) this.drop(game.gameId);
    }, this.o.lingerMs ?? 30_000).unref();
  }

  private drop(gameId: string): void {
    const g = this.games.get(gameId);
    if (!g) return;
    g.close();
    this.games.delete(gameId);
    this.tell({ type: 'closed', gameId });
  }

  /** A manager removed the game: it ends without a winner. */
  async stopGame(gameId: string): Promise<void> {
    const g = this.games.get(gameId);
    if (!g) return;
    if (!g.finished) await this.queue(gameId, () => recordAbort(this.o.db, gameId));
    this.drop(gameId);
  }

  rematchStarted(oldGameId: string, newGameId: string): void {
    this.games.get(oldGameId)?.rematchStarted(newGameId);
  }

  /** Brings back the games this node was running from their setup and stored action log. */
  async restore(): Promise<number> {
    const running = await loadRunning(this.o.db, this.o.name);
    for (const r of running) if (!this.games.has(r.gameId)) this.host({ gameId: r.gameId, setup: r.setup, meta: r.meta }, { log: r.log, clocks: r.clocks });
    // Events a previous run stored and did not deliver (killed after the commit): sent now.
    await this.outbox.relay();
    return running.length;
  }

  /**
   * An event that reports no stored change (who left, connected, a rematch vote, a closed game): told
   * once, as it happens; the outbox carries those that report a stored change.
   */
  private tell(e: NodeEvent): void {
    Promise.resolve()
      .then(() => this.o.onEvent(e))
      .catch((err: unknown) => this.o.log.error({ err, e }, 'node event failed'));
  }

  /**
   * A restart loses no game: writes are flushed, every running game is closed (its players' sockets
   * drop) and rebuilt from its setup and stored action log, as after a crash; finished games go.
   * The lobby then hands the players off to the rebuilt games again.
   */
  async restart(): Promise<void> {
    this.restarting = true;
    try {
      const old = [...this.games];
      for (const [id, g] of old) {
        g.close();
        this.games.delete(id);
        if (g.finished) this.tell({ type: 'closed', gameId: id });
      }
      // An action being written when the game closed is stored before the games are read back.
      await Promise.all(old.map(([, g]) => g.settled()));
      await this.flush();
      await this.restore();
    } finally {
      this.restarting = false;
    }
  }

  /** Waits for every queued action and record write (shutdown, tests). */
  async flush(): Promise<void> {
    await Promise.all([...this.games.values()].map((g) => g.settled()));
    await Promise.all([...this.writes.values()]);
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const g of this.games.values()) g.close();
    await this.flush();
    this.outbox.close();
    await this.bots.close();
  }

  /** Another place to think bot moves (tests: a stub worker that waits for a signal); the old one is closed. */
  useBots(bots: BotThinker): Promise<void> {
    const old = this.bots;
    this.bots = bots;
    return old.close();
  }

  private attach(socket: GameSocket): void {
    const gameId = socket.nsp.name.slice(PREFIX.length);
    const game = this.games.get(gameId);
    if (!game) return void socket.disconnect(true);
    game.connect(socket, socket.data.claims, socket.data.userRole);
    bindGameEvents(socket, game, () => this.games.has(gameId), this.o.log);
    socket.on('disconnect', () => game.disconnect(socket));
  }
}

/** The handoff token from the handshake's auth payload. */
function tokenOf(auth: unknown): string {
  const token = (auth as { token?: unknown } | null)?.token;
  return typeof token === 'string' ? token : '';
}
