import {
  applyAction,
  applyLogEntry,
  awaitedPlayer,
  createGame,
  forceLoss,
  pendingTimeouts,
  spectatorRefusal,
  stateHash,
  viewFor,
  type GameState,
  type LogEntry,
  type ViewMemo,
  newViewMemo,
} from '../../engine';
import type { GameAction, GameView, ReplayFile, WinReason } from '../../protocol/game';
import type { GamePatch as GamePatchMessage, GameServerToClient, Spectator } from '../../protocol/sockets';
import { withAlts } from './alts';
import { ChatLimit, CHAT_TOO_FAST } from '../chatLimit';
import type { GameSocket } from '../socketServer';
import { AbsenceWatch, ChessClock, type ClockTimes } from './clocks';
import type { GameClaims } from '../auth/tokens';
import { JobQueue } from './jobQueue';
import { RematchVotes } from './rematchVotes';
import type { GameMeta, StartGameRequest } from './types';
import { jsonLength, viewPatchKept } from './viewPatch';
import { shared } from '../sharedPayloads';
import { withRoles } from './chatRoles';
import { botAnswer } from './bots/botTurn';
import { fallbackBotMove } from '../../engine/botPlayer';
import { oneClick, planAfter, type HeldPlan } from '../../engine/botPlan';
import { randomInt } from 'node:crypto';
import type { BotThinker } from './bots/pool';

/** Patches shorter than this (JSON characters) are sent without weighing the whole view: every view is longer (the smallest measured, a spectator's at a solo game's start, is about 9,000). */
const PATCH_ALWAYS_SMALLER = 4096;

/** What a failed write tells the player: the action was not made, and nothing about the database. */
export const SAVE_FAILED = 'Your action could not be saved, so it was not made. Please try again.';

/** A new log entry to store: its index in the engine's log and both clocks once it was made. */
export type PendingRow = { seq: number; entry: LogEntry; clocks: ClockTimes | null };

export type LiveGameDeps = {
  botDelayMs: number;
  /** Where bot moves are thought (the node's worker pool): never on this event loop. */
  bots: BotThinker;
  absenceMs: number;
  /** Chess clocks run this many times faster (tests); 1 in play. */
  clockScale?: number;
  /**
   * Stores the entries an action added to the log (the node writes game_actions). The action is
   * acknowledged, broadcast and applied only once this resolves; when it rejects, it is not made.
   */
  store(rows: PendingRow[]): Promise<void>;
  /** A write failed (the node logs it); `retrying` when the server will try the same action again. */
  onWriteError(err: unknown, retrying: boolean): void;
  onFinish(game: LiveGame): void;
  onLeft(username: string): void;
  onConnection(username: string, connected: boolean): void;
  onRematch(): void;
};

/** A game restored from the database: its stored log and the clocks stored with its last action. */
export type Restored = { log: LogEntry[]; clocks: ClockTimes | null };

type Viewer = { socket: GameSocket; claims: GameClaims; last: GameView | null };

/**
 * One running game: engine state, the connected viewers and their last views, timers.
 * Every change (a player's action, a bot move, an engine timeout, a forfeit) runs as one job of a
 * per-game queue: the engine computes the next state, its new log entries are stored with both
 * clocks, and only then is the state taken, broadcast and the action acknowledged.
 */
export class LiveGame {
  state: GameState;
  readonly gameId: string;
  readonly meta: GameMeta;
  readonly setup: StartGameRequest['setup'];
  private viewers = new Map<string, Viewer>();
  /** Each user's site role as read at their connect: added to their chat lines in every view (never to the state). */
  private roles = new Map<string, string>();
  private timers: NodeJS.Timeout[] = [];
  /** Each viewer's worded log window and card views, so each is made once, not once per action (engine/viewMemo.ts). */
  private memo: ViewMemo = newViewMemo();
  /** The rest of the move the bot chose, played click by click without thinking again (engine/botPlan.ts). */
  private botPlan: HeldPlan | null = null;
  private clock: ChessClock | null = null;
  private absence: AbsenceWatch;
  private chat = new ChatLimit();
  private jobs = new JobQueue();
  /** Stored rows beyond the restored log (zero unless a stored entry no longer applies), so seq never collides. */
  private seqOffset = 0;
  finished = false;
  /** Set by close(): sockets dropping afterwards must not start absences or end the game. */
  private closed = false;
  private votes: RematchVotes;
  /** Bytes of patches sent, for the bench. */
  stats = { patches: 0, patchBytes: 0, fulls: 0, staleBotAnswers: 0, botSearches: 0 };

  constructor(
    req: StartGameRequest,
    private deps: LiveGameDeps,
    restored: Restored = { log: [], clocks: null },
  ) {
    this.gameId = req.gameId;
    this.meta = req.meta;
    this.setup = req.setup;
    let s = createGame(req.setup);
    for (const e of restored.log) {
      const r = applyLogEntry(s, e);
      if (r.ok) s = r.state;
    }
    this.state = s;
    this.seqOffset = restored.log.length - s.log.length;
    const humans = req.meta.seats.filter((x) => !x.isBot).map((x) => x.username);
    this.votes = new RematchVotes(s.order, humans);
    if (req.meta.timeLimit) {
      const minutes = req.meta.timeLimit / (deps.clockScale ?? 1);
      this.clock = new ChessClock(humans, minutes, (p) => this.flagged(p), restored.clocks);
    }
    this.absence = new AbsenceWatch(deps.absenceMs, (p) => this.system(() => (this.absence.expired(p) ? this.loseNow(p, 'absence') : null)));
    // A restored game: every human starts absent until they reconnect.
    if (restored.log.length && !s.winner) for (const p of humans) this.markAbsent(p);
    // A restored game whose last action ended it but whose record was never written is recorded now.
    this.afterChange(null);
  }

  isPlayer(username: string): boolean {
    return !!this.state.players[username];
  }

  private viewerName(v: Viewer): string | null {
    return v.claims.role === 'player' ? v.claims.username : null;
  }

  connect(socket: GameSocket, claims: GameClaims, userRole?: string): void {
    const v: Viewer = { socket, claims, last: null };
    if (userRole) this.roles.set(claims.username, userRole);
    this.viewers.set(socket.id, v);
    this.sendFull(v);
    if (claims.role === 'spectator') this.sendSpectators();
    else socket.emit('spectators', this.spectators());
    if (this.clock) socket.emit('clock', this.clock.message());
    for (const p of this.state.order) {
      const ms = this.absence.remaining(p);
      if (ms !== null && p !== claims.username) socket.emit('absence', { player: p, remainingMs: ms });
    }
    if (claims.role === 'player') {
      this.votes.back(claims.username);
      if (this.absence.back(claims.username)) this.emitAll('absence', { player: claims.username, remainingMs: null });
      this.deps.onConnection(claims.username, true);
      if (this.finished) socket.emit('endprompt', this.votes.promptFor(claims.username));
    }
  }

  disconnect(socket: GameSocket): void {
    const v = this.viewers.get(socket.id);
    this.viewers.delete(socket.id);
    if (!this.closed && v?.claims.role === 'spectator') this.sendSpectators();
    if (this.closed || !v || v.claims.role !== 'player') return;
    const name = v.claims.username;
    if ([...this.viewers.values()].some((o) => o.claims.username === name)) return;
    this.deps.onConnection(name, false);
    this.votes.disconnected(name);
    if (!this.finished && !this.votes.hasLeft(name)) this.markAbsent(name);
  }

  private markAbsent(name: string): void {
    const ms = this.absence.left(name);
    this.emitAll('absence', { player: name, remainingMs: ms });
  }

  private serial<T>(job: () => T | Promise<T>): Promise<T> {
    return this.jobs.run(job);
  }

  /** Resolves once every queued job has run (restart and shutdown wait for it before reading the database). */
  settled(): Promise<void> {
    return this.jobs.settled();
  }

  /**
   * A message from a socket: only players act (spectators may chat); chat is rate-limited; stale
   * state ids are refused. Resolves to the refusal, or null once the action is stored and applied.
   */
  act(socket: GameSocket, action: GameAction): Promise<string | null> | string {
    const v = this.viewers.get(socket.id);
    if (!v) return 'Not connected to this game';
    // The engine's own spectator rule (muted chat, no moves, no mute toggle), answered before anything is queued.
    const refused = v.claims.role === 'player' ? null : spectatorRefusal(action, this.state.muteSpectators);
    if (refused) return refused;
    if (action.command === 'chat' && !this.chat.take(v.claims.username)) return CHAT_TOO_FAST;
    return this.serial(() => {
      if (action.stateId !== undefined && action.stateId !== this.state.stateId) return 'Stale action: the game has moved on';
      return this.applyNow(v.claims.username, action);
    });
  }

  /** An action from the server's side of the game (tests, tools): queued like a player's. */
  apply(player: string, action: GameAction): Promise<string | null> {
    return this.serial(() => this.applyNow(player, action));
  }

  private applyNow(player: string, action: GameAction): Promise<string | null> | string | null {
    if (this.closed) return 'The game is closed';
    const r = applyAction(this.state, player, action);
    if (!r.ok) return r.reason;
    return this.persist(r.state);
  }

  /**
   * Stores the log entries `next` added, with both clocks as of now, then takes `next`.
   * A failed write leaves the game where it was: the caller gets SAVE_FAILED.
   */
  private async persist(next: GameState): Promise<string | null> {
    const clocks = this.clock?.times() ?? null;
    const from = this.state.log.length;
    const rows = next.log.slice(from).map((entry, i) => ({ seq: from + i + this.seqOffset, entry, clocks }));
    try {
      await this.deps.store(rows);
    } catch (err) {
      this.deps.onWriteError(err, false);
      return SAVE_FAILED;
    }
    // Stored, so acknowledged; a game closed meanwhile (restart, stop) comes back from the store.
    if (!this.closed) this.commit(next, clocks);
    return null;
  }

  private commit(next: GameState, clocks: ClockTimes | null): void {
    this.state = next;
    this.broadcast();
    this.afterChange(clocks);
  }

  /**
   * A job of the server's own (bot move, engine timeout, forfeit by timeout, absence or leaving):
   * nobody can try again for it, so a failed write is retried after a growing pause.
   */
  private system(job: () => Promise<string | null> | string | null): void {
    this.jobs.retrying(
      job,
      (err) => err === SAVE_FAILED && !this.closed,
      () => this.deps.onWriteError(null, true),
    );
  }

  /** A chess clock reached zero: the forfeit stands unless the clock moved on while it waited in the queue. */
  private flagged(player: string): void {
    const turn = this.clock?.turn;
    this.system(() => (this.clock?.turn === turn ? this.loseNow(player, 'timeout') : null));
  }

  /** Ends the game against `player` through the engine, so the log replays it; resolves to a refusal or null. */
  lose(player: string, reason: Extract<WinReason, 'timeout' | 'absence' | 'left' | 'concede'>): Promise<string | null> {
    return this.serial(() => this.loseNow(player, reason));
  }

  private loseNow(player: string, reason: Extract<WinReason, 'timeout' | 'absence' | 'left' | 'concede'>): Promise<string | null> | null {
    if (this.closed || this.finished || !this.isPlayer(player)) return null;
    const next = forceLoss(this.state, player, reason);
    return next === this.state ? null : this.persist(next);
  }

  leave(socket: GameSocket): void {
    const v = this.viewers.get(socket.id);
    if (!v) return;
    if (v.claims.role === 'player') {
      this.votes.left(v.claims.username);
      this.absence.back(v.claims.username);
      const name = v.claims.username;
      if (!this.finished) this.system(() => this.loseNow(name, 'left'));
      this.deps.onLeft(v.claims.username);
      this.sendPrompts();
    }
    this.viewers.delete(socket.id);
    if (v.claims.role === 'spectator') this.sendSpectators();
    socket.disconnect(true);
  }

  /** After a change: record the end, or run the awaited player's clock (from the stored times) and schedule the server's moves. */
  private afterChange(clocks: ClockTimes | null): void {
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
      const running = awaited && !this.state.players[awaited]?.isBot ? awaited : null;
      if (clocks) this.clock.resume(clocks, running);
      else this.clock.run(running);
      this.emitAll('clock', this.clock.message());
    }
    const stateId = this.state.stateId;
    for (const t of pendingTimeouts(this.state)) {
      this.timers.push(setTimeout(() => this.system(() => (this.state.stateId === stateId ? this.applyNow(t.player, t.action) : null)), t.ms));
    }
    if (awaited && this.state.players[awaited]?.isBot) {
      // Thought on a worker; applied as a job of the queue only if nothing moved meanwhile (else dropped).
      void botAnswer(this.deps.bots, this.state, awaited, this.meta.botLevel, this.deps.botDelayMs, this.botPlan).then((answer) =>
        this.system(() => {
          if (this.closed || this.state.stateId !== stateId) {
            this.stats.staleBotAnswers++;
            return null;
          }
          // No worker answered (crash, overrun): the Standard level's move, cheap enough for this thread.
          const move = answer.ok ? answer.move : oneClick(fallbackBotMove(this.state, awaited, randomInt(2 ** 31)));
          if (!move.action) return null;
          this.botPlan = planAfter(awaited, this.state, move);
          const refused = this.applyNow(awaited, move.action);
          if (typeof refused === 'string') this.botPlan = null;
          return refused;
        }),
      );
    }
  }

  private stopTimers(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
    this.jobs.stopRetries();
    this.clock?.stop();
    this.absence.stop();
  }

  /**
   * What one viewer sees: the engine's view, with each player's alt arts on their own face-up cards.
   * Kept as made (no JSON copy): the engine never changes a state it has made, and the diff reads an
   * undefined member as the absent one JSON will send (viewDiff.ts).
   */
  private viewOf(name: string | null): GameView {
    return withRoles(withAlts(viewFor(this.state, name, this.memo), this.meta.alts ?? {}), this.roles);
  }

  private sendFull(v: Viewer): void {
    const view = this.viewOf(this.viewerName(v));
    v.last = view;
    this.stats.fulls++;
    v.socket.emit('gamestate', view);
  }

  resync(socket: GameSocket): void {
    const v = this.viewers.get(socket.id);
    if (v) this.sendFull(v);
  }

  /**
   * Each viewer gets the patch from the view it last saw to its own next view. One view (and its size)
   * per distinct viewer name, and one patch per distinct (name, last view): spectators who saw the same
   * view share one diff and one size check, instead of a diff and two whole-view stringifies each.
   */
  private broadcast(): void {
    const views = new Map<string | null, { view: GameView; size?: number }>();
    const patches = new Map<GameView, { msg: GamePatchMessage; size: number; kept: GameView }>();
    for (const v of this.viewers.values()) {
      const name = this.viewerName(v);
      let next = views.get(name);
      if (!next) {
        next = { view: this.viewOf(name) };
        views.set(name, next);
      }
      const last = v.last;
      if (!last) {
        v.last = next.view;
        v.socket.emit('gamestate', next.view);
        continue;
      }
      let made = patches.get(last);
      if (!made) {
        const { ops, kept } = viewPatchKept(last, next.view);
        // Its JSON text is made once: weighed here, and the same text goes out to every viewer it is for
        // (sharedPayloads.ts), where socket.io would stringify it again for each.
        const msg: GamePatchMessage = { from: last.stateId, stateId: next.view.stateId, patch: ops };
        const text = JSON.stringify(msg);
        shared(msg, () => text);
        made = { msg, size: text.length, kept };
        patches.set(last, made);
      }
      // What the viewer now holds, sharing its unchanged parts with the view before (viewDiff.ts).
      v.last = made.kept;
      // A patch bigger than the view itself (a shuffle, a new round) goes as the whole view. No view is
      // under PATCH_ALWAYS_SMALLER (two champions each already weigh more), so most patches skip weighing it.
      if (made.size >= PATCH_ALWAYS_SMALLER && made.size > (next.size ??= jsonLength(next.view))) {
        this.stats.fulls++;
        v.socket.emit('gamestate', next.view);
        continue;
      }
      this.stats.patches++;
      this.stats.patchBytes += made.size;
      v.socket.emit('gamepatch', made.msg);
    }
  }

  typing(socket: GameSocket, typing: boolean): void {
    const v = this.viewers.get(socket.id);
    if (v?.claims.role === 'player') socket.broadcast.volatile.emit('playertyping', { name: v.claims.username, typing });
  }

  // ------------------------------------------------------------ spectators

  /** The connected spectators, each user once however many tabs watch (the game menu's count and names). */
  spectators(): Spectator[] {
    const byName = new Map<string, Spectator>();
    for (const v of this.viewers.values()) {
      if (v.claims.role === 'spectator') byName.set(v.claims.username, { id: v.claims.userId ?? v.claims.username, name: v.claims.username });
    }
    return [...byName.values()];
  }

  /** Players and spectators alike see who watches: sent to everyone when a spectator comes or goes. */
  private sendSpectators(): void {
    this.emitAll('spectators', this.spectators());
  }

  // ------------------------------------------------------------ game end: continue or rematch

  private sendPrompts(): void {
    if (!this.finished) return;
    for (const v of this.viewers.values()) if (v.claims.role === 'player') v.socket.emit('endprompt', this.votes.promptFor(v.claims.username));
  }

  /** Both players asked for a rematch while both are still here: the lobby starts it. */
  answerRematch(socket: GameSocket, choice: 'continue' | 'rematch'): string | null {
    const v = this.viewers.get(socket.id);
    if (!v || v.claims.role !== 'player') return 'Only players can answer';
    if (!this.finished) return 'The game is not over';
    if (this.votes.choose(v.claims.username, choice)) this.deps.onRematch();
    else this.sendPrompts();
    return null;
  }

  rematchStarted(newGameId: string): void {
    this.emitAll('endprompt', { state: 'starting', rematchGameId: newGameId });
    this.votes.clear();
  }

  // ------------------------------------------------------------ helpers

  emitAll<E extends keyof GameServerToClient>(event: E, ...args: Parameters<GameServerToClient[E]>): void {
    for (const v of this.viewers.values()) v.socket.emit(event, ...args);
  }

  /** Drops every socket of this user (a disabled account), as players or spectators. */
  disconnectUser(userId: string): void {
    for (const v of [...this.viewers.values()]) if (v.claims.userId === userId) v.socket.disconnect(true);
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
