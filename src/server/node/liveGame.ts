import type { Socket } from 'socket.io';
import {
  applyAction,
  applyLogEntry,
  awaitedPlayer,
  botAction,
  createGame,
  forceLoss,
  pendingTimeouts,
  stateHash,
  viewFor,
  type GameState,
  type LogEntry,
} from '../../engine';
import type { GameAction, GameView, ReplayFile, WinReason } from '../../protocol/game';
import type { EndPrompt } from '../../protocol/sockets';
import { withAlts } from '../admin/altsInGame';
import { AbsenceWatch, ChessClock } from './clocks';
import type { GameClaims } from './gameToken';
import type { GameMeta, StartGameRequest } from './types';
import { viewPatch } from './viewPatch';

export type LiveGameDeps = {
  botDelayMs: number;
  absenceMs: number;
  /** Chess clocks run this many times faster (tests); 1 in play. */
  clockScale?: number;
  /** Called in order for every log entry, a player's action or a system forfeit (the node writes game_actions). */
  onAction(seq: number, entry: LogEntry): void;
  onFinish(game: LiveGame): void;
  onLeft(username: string): void;
  onConnection(username: string, connected: boolean): void;
  onRematch(): void;
};

type Viewer = { socket: Socket; claims: GameClaims; last: GameView | null };

/** One running game: engine state, the connected viewers and their last views, timers. */
export class LiveGame {
  state: GameState;
  readonly gameId: string;
  readonly meta: GameMeta;
  readonly setup: StartGameRequest['setup'];
  private viewers = new Map<string, Viewer>();
  private timers: NodeJS.Timeout[] = [];
  private clock: ChessClock | null = null;
  private absence: AbsenceWatch;
  finished = false;
  /** Set by close(): sockets dropping afterwards must not start absences or end the game. */
  private closed = false;
  private rematch = new Set<string>();
  private gone = new Set<string>();
  /** Bytes of patches sent, for the bench. */
  stats = { patches: 0, patchBytes: 0, fulls: 0 };

  constructor(
    req: StartGameRequest,
    private deps: LiveGameDeps,
    log: LogEntry[] = [],
  ) {
    this.gameId = req.gameId;
    this.meta = req.meta;
    this.setup = req.setup;
    let s = createGame(req.setup);
    for (const e of log) {
      const r = applyLogEntry(s, e);
      if (r.ok) s = r.state;
    }
    this.state = s;
    this.finished = !!s.winner;
    const humans = req.meta.seats.filter((x) => !x.isBot).map((x) => x.username);
    if (req.meta.timeLimit) this.clock = new ChessClock(humans, req.meta.timeLimit / (deps.clockScale ?? 1), (p) => this.lose(p, 'timeout'));
    this.absence = new AbsenceWatch(deps.absenceMs, (p) => this.lose(p, 'absence'));
    // A restored game: every human starts absent until they reconnect.
    if (log.length && !this.finished) for (const p of humans) this.markAbsent(p);
    this.afterChange();
  }

  isPlayer(username: string): boolean {
    return !!this.state.players[username];
  }

  private viewerName(v: Viewer): string | null {
    return v.claims.role === 'player' ? v.claims.username : null;
  }

  connect(socket: Socket, claims: GameClaims): void {
    const v: Viewer = { socket, claims, last: null };
    this.viewers.set(socket.id, v);
    this.sendFull(v);
    if (this.clock) socket.emit('clock', this.clock.message());
    for (const p of this.state.order) {
      const ms = this.absence.remaining(p);
      if (ms !== null && p !== claims.username) socket.emit('absence', { player: p, remainingMs: ms });
    }
    if (claims.role === 'player') {
      this.gone.delete(claims.username);
      if (this.absence.back(claims.username)) this.emitAll('absence', { player: claims.username, remainingMs: null });
      this.deps.onConnection(claims.username, true);
      if (this.finished) socket.emit('endprompt', this.promptFor(claims.username));
    }
  }

  disconnect(socket: Socket): void {
    const v = this.viewers.get(socket.id);
    this.viewers.delete(socket.id);
    if (this.closed || !v || v.claims.role !== 'player') return;
    const name = v.claims.username;
    if ([...this.viewers.values()].some((o) => o.claims.username === name)) return;
    this.deps.onConnection(name, false);
    this.rematch.delete(name);
    if (!this.finished && !this.gone.has(name)) this.markAbsent(name);
  }

  private markAbsent(name: string): void {
    const ms = this.absence.left(name);
    this.emitAll('absence', { player: name, remainingMs: ms });
  }

  /** A message from a socket: only players act (spectators may chat); stale state ids are refused. */
  act(socket: Socket, action: GameAction): string | null {
    const v = this.viewers.get(socket.id);
    if (!v) return 'Not connected to this game';
    if (v.claims.role !== 'player' && action.command !== 'chat') return 'Spectators cannot play';
    if (action.stateId !== undefined && action.stateId !== this.state.stateId) return 'Stale action: the game has moved on';
    return this.apply(v.claims.username, action);
  }

  apply(player: string, action: GameAction): string | null {
    if (this.closed) return 'The game is closed';
    const r = applyAction(this.state, player, action);
    if (!r.ok) return r.reason;
    this.commit(r.state);
    return null;
  }

  private commit(next: GameState): void {
    const before = this.state.log.length;
    this.state = next;
    for (let i = before; i < next.log.length; i++) this.deps.onAction(i, next.log[i]);
    this.broadcast();
    this.afterChange();
  }

  /** Leaving, timeouts and absences end the game through the engine, so the log replays them. */
  lose(player: string, reason: Extract<WinReason, 'timeout' | 'absence' | 'left' | 'concede'>): void {
    if (this.closed || this.finished || !this.isPlayer(player)) return;
    if (reason === 'left') this.gone.add(player);
    this.commit(forceLoss(this.state, player, reason));
  }

  leave(socket: Socket): void {
    const v = this.viewers.get(socket.id);
    if (!v) return;
    if (v.claims.role === 'player') {
      this.rematch.delete(v.claims.username);
      this.gone.add(v.claims.username);
      this.absence.back(v.claims.username);
      if (!this.finished) this.lose(v.claims.username, 'left');
      this.deps.onLeft(v.claims.username);
      this.sendPrompts();
    }
    this.viewers.delete(socket.id);
    socket.disconnect(true);
  }

  private afterChange(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
    if (this.state.winner) {
      if (!this.finished) {
        this.finished = true;
        this.stopTimers();
        this.deps.onFinish(this);
        this.sendPrompts();
      }
      return;
    }
    const awaited = awaitedPlayer(this.state);
    if (this.clock) {
      this.clock.run(awaited && !this.state.players[awaited]?.isBot ? awaited : null);
      this.emitAll('clock', this.clock.message());
    }
    const stateId = this.state.stateId;
    for (const t of pendingTimeouts(this.state)) {
      this.timers.push(setTimeout(() => this.state.stateId === stateId && this.apply(t.player, t.action), t.ms));
    }
    if (awaited && this.state.players[awaited]?.isBot) {
      this.timers.push(
        setTimeout(() => {
          if (this.state.stateId !== stateId) return;
          const a = botAction(this.state, awaited);
          if (a) this.apply(awaited, a);
        }, this.deps.botDelayMs),
      );
    }
  }

  private stopTimers(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
    this.clock?.stop();
    this.absence.stop();
  }

  /** What one viewer sees: the engine's view, with each player's alt arts on their own face-up cards. */
  private viewOf(name: string | null): GameView {
    return withAlts(viewFor(this.state, name), this.meta.alts ?? {});
  }

  private sendFull(v: Viewer): void {
    const view = this.viewOf(this.viewerName(v));
    v.last = view;
    this.stats.fulls++;
    v.socket.emit('gamestate', view);
  }

  resync(socket: Socket): void {
    const v = this.viewers.get(socket.id);
    if (v) this.sendFull(v);
  }

  /** Each viewer gets the patch from the view it last saw to its own next view. */
  private broadcast(): void {
    const views = new Map<string | null, GameView>();
    for (const v of this.viewers.values()) {
      const name = this.viewerName(v);
      let next = views.get(name);
      if (!next) {
        next = this.viewOf(name);
        views.set(name, next);
      }
      if (!v.last) {
        v.last = next;
        v.socket.emit('gamestate', next);
        continue;
      }
      const patch = viewPatch(v.last, next);
      const msg = { from: v.last.stateId, stateId: next.stateId, patch };
      const size = JSON.stringify(msg).length;
      v.last = next;
      // A patch bigger than the view itself (a shuffle, a new round) goes as the whole view.
      if (size > JSON.stringify(next).length) {
        this.stats.fulls++;
        v.socket.emit('gamestate', next);
        continue;
      }
      this.stats.patches++;
      this.stats.patchBytes += size;
      v.socket.emit('gamepatch', msg);
    }
  }

  typing(socket: Socket, typing: boolean): void {
    const v = this.viewers.get(socket.id);
    if (v?.claims.role === 'player') socket.broadcast.volatile.emit('playertyping', { name: v.claims.username, typing });
  }

  // ------------------------------------------------------------ game end: continue or rematch

  private promptFor(name: string): EndPrompt {
    const other = this.state.order.find((n) => n !== name) ?? '';
    if (this.rematch.has(name)) return { state: this.gone.has(other) ? 'declined' : 'waiting' };
    return { state: 'choose' };
  }

  private sendPrompts(): void {
    if (!this.finished) return;
    for (const v of this.viewers.values()) if (v.claims.role === 'player') v.socket.emit('endprompt', this.promptFor(v.claims.username));
  }

  /** Both players asked for a rematch while both are still here: the lobby starts it. */
  answerRematch(socket: Socket, choice: 'continue' | 'rematch'): string | null {
    const v = this.viewers.get(socket.id);
    if (!v || v.claims.role !== 'player') return 'Only players can answer';
    if (!this.finished) return 'The game is not over';
    if (choice === 'continue') {
      this.rematch.delete(v.claims.username);
      this.sendPrompts();
      return null;
    }
    this.rematch.add(v.claims.username);
    const humans = this.meta.seats.filter((s) => !s.isBot).map((s) => s.username);
    if (humans.every((h) => this.rematch.has(h) && !this.gone.has(h))) this.deps.onRematch();
    else this.sendPrompts();
    return null;
  }

  rematchStarted(newGameId: string): void {
    this.emitAll('endprompt', { state: 'starting', rematchGameId: newGameId });
    this.rematch.clear();
  }

  // ------------------------------------------------------------ helpers

  emitAll(event: string, payload: unknown): void {
    for (const v of this.viewers.values()) v.socket.emit(event, payload);
  }

  hasPlayersConnected(): boolean {
    return [...this.viewers.values()].some((v) => v.claims.role === 'player');
  }

  replayFile(): ReplayFile {
    return {
      version: 1,
      setup: this.setup,
      log: this.state.log,
      steps: this.state.steps,
      finalHash: stateHash(this.state),
      winner: this.state.winner,
    };
  }

  close(): void {
    this.closed = true;
    this.stopTimers();
    for (const v of this.viewers.values()) v.socket.disconnect(true);
    this.viewers.clear();
  }
}
