import type { FastifyBaseLogger } from 'fastify';
import type { Server as SocketServer, Socket } from 'socket.io';
import { viewFor, type LogEntry } from '../../engine';
import type { GameAction } from '../../protocol/game';
import { parseEventArgs, gameClientEvents, type Ack, type NodeStatus } from '../../protocol/sockets';
import type { Db } from '../db/client';
import type { GameTokens } from './gameToken';
import { LiveGame } from './liveGame';
import { loadRunning, recordAbort, recordAction, recordFinish, recordStart } from './records';
import type { NodeEvent, StartGameRequest } from './types';

export const VERSION = '0.1.0';

export type GameNodeOptions = {
  name: string;
  io: SocketServer;
  db: Db;
  log: FastifyBaseLogger;
  tokens: GameTokens;
  botDelayMs: number;
  absenceMs: number;
  clockScale?: number;
  /** Finished games stay this long for the end prompts once no player is connected. */
  lingerMs?: number;
  onEvent(e: NodeEvent): void;
};

/**
 * A game node: hosts running games on the socket.io namespaces /game/{id}, checks every message
 * against the protocol, writes the action log as games are played and the record when they end.
 */
export class GameNode {
  readonly games = new Map<string, LiveGame>();
  enabled = true;
  /** True while restart() rebuilds the games: the node takes no new games. */
  restarting = false;
  /** Per-game queue of database writes, so actions land in order and the record after them. */
  private writes = new Map<string, Promise<void>>();

  constructor(private o: GameNodeOptions) {
    const nsp = o.io.of(/^\/game\/[\w-]+$/);
    nsp.use(async (socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown };
      const token = typeof auth?.token === 'string' ? auth.token : String(socket.handshake.query.token ?? '');
      const claims = await o.tokens.verify(token);
      const gameId = socket.nsp.name.slice('/game/'.length);
      if (!claims || claims.gameId !== gameId) return next(new Error('Not authorised for this game'));
      if (!this.games.has(gameId)) return next(new Error('Game not found'));
      socket.data.claims = claims;
      next();
    });
    nsp.on('connection', (socket) => this.attach(socket));
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
    this.host(req, []);
  }

  private host(req: StartGameRequest, log: LogEntry[]): LiveGame {
    const id = req.gameId;
    const game: LiveGame = new LiveGame(
      req,
      {
        botDelayMs: this.o.botDelayMs,
        absenceMs: this.o.absenceMs,
        clockScale: this.o.clockScale,
        onAction: (seq, entry) => void this.queue(id, () => recordAction(this.o.db, id, seq, entry)),
        onFinish: (g) => {
          const view = g.state;
          void this.queue(id, () =>
            recordFinish(this.o.db, {
              gameId: id,
              meta: g.meta,
              winner: view.winner,
              winReason: view.winReason,
              // The spectator's view holds what the record needs (chat, wounds) and nothing hidden.
              view: viewFor(g.state, null),
              replay: g.meta.saveReplay || g.meta.ranked ? g.replayFile() : null,
            }),
          ).then(() => this.o.onEvent({ type: 'finished', gameId: id, winner: view.winner, winReason: view.winReason }));
        },
        onLeft: (username) => {
          this.o.onEvent({ type: 'left', gameId: id, username });
          this.closeIfEmpty(game);
        },
        onConnection: (username, connected) => {
          this.o.onEvent({ type: 'connection', gameId: id, username, connected });
          if (!connected) this.closeIfEmpty(game);
        },
        onRematch: () => this.o.onEvent({ type: 'rematch', gameId: id }),
      },
      log,
    );
    this.games.set(id, game);
    return game;
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
    this.o.onEvent({ type: 'closed', gameId });
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
    for (const r of running) if (!this.games.has(r.gameId)) this.host({ gameId: r.gameId, setup: r.setup, meta: r.meta }, r.log);
    return running.length;
  }

  /**
   * A restart loses no game: writes are flushed, every running game is closed (its players' sockets
   * drop) and rebuilt from its setup and stored action log, as after a crash; finished games go.
   * The lobby then hands the players off to the rebuilt games again.
   */
  async restart(): Promise<void> {
    this.restarting = true;
    try {
      await this.flush();
      for (const [id, g] of [...this.games]) {
        g.close();
        this.games.delete(id);
        if (g.finished) this.o.onEvent({ type: 'closed', gameId: id });
      }
      await this.restore();
    } finally {
      this.restarting = false;
    }
  }

  /** Waits for every pending write (shutdown, tests). */
  async flush(): Promise<void> {
    await Promise.all([...this.writes.values()]);
  }

  async close(): Promise<void> {
    for (const g of this.games.values()) g.close();
    await this.flush();
  }

  private attach(socket: Socket): void {
    const gameId = socket.nsp.name.slice('/game/'.length);
    const game = this.games.get(gameId);
    const claims = socket.data.claims;
    if (!game) return void socket.disconnect(true);
    game.connect(socket, claims);
    const on = <K extends keyof typeof gameClientEvents>(event: K, fn: (value: never) => string | null | void) => {
      socket.on(event as string, (...args: unknown[]) => {
        const parsed = parseEventArgs(gameClientEvents[event], args);
        const reply = (r: Ack) => parsed.ack?.(r);
        if (!parsed.ok) {
          socket.emit('gameerror', parsed.message);
          return reply({ success: false, message: parsed.message });
        }
        const current = this.games.get(gameId);
        if (!current) return reply({ success: false, message: 'Game not found' });
        const err = fn(parsed.value as never);
        if (err) {
          socket.emit('gameerror', err);
          return reply({ success: false, message: err });
        }
        reply({ success: true });
      });
    };
    on('game', ([msg]: [{ action: GameAction }]) => game.act(socket, msg.action));
    on('playerTyping', ([typing]: [boolean]) => game.typing(socket, typing));
    on('ping', () => null);
    on('concede', () => (claims.role === 'player' ? game.lose(claims.username, 'concede') : 'Spectators cannot concede'));
    on('leavegame', () => game.leave(socket));
    on('resync', () => game.resync(socket));
    on('rematch', ([choice]: ['continue' | 'rematch']) => game.answerRematch(socket, choice));
    socket.on('disconnect', () => game.disconnect(socket));
  }
}
