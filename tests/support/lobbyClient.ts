import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { RELEASE_VERSION } from '../../src/engine/lobbyRules';
import type { GameAction, GameView } from '../../src/protocol/game';
import type { LobbyGame } from '../../src/protocol/lobby';
import { applyPatch } from '../../src/protocol/gamePatch';
import { GamePatch, lobbyServerEvents, parseServerEventArgs, type Ack, type Handoff } from '../../src/protocol/sockets';
import { sessions, users } from '../../src/server/db/schema/accounts';
import type { TestServer } from './server';

export type TestUser = { id: string; username: string; token: string };

/** A users row, a session and an access token for it, straight into the database. */
export async function makeUser(t: TestServer, username: string, opts: { permissions?: Record<string, boolean>; blockList?: string[] } = {}): Promise<TestUser> {
  const id = randomUUID();
  await t.server.ctx.db.insert(users).values({
    id,
    username,
    usernameLower: username.toLowerCase(),
    email: `${username}@example.test`,
    emailLower: `${username.toLowerCase()}@example.test`,
    passwordHash: 'x',
    verified: true,
    permissions: opts.permissions ?? {},
    blockList: opts.blockList ?? [],
  });
  // A session as a login makes: the server refuses access tokens whose session is gone.
  const sid = randomUUID();
  await t.server.ctx.db.insert(sessions).values({ id: sid, userId: id, tokenHash: randomUUID(), expires: new Date(Date.now() + 86_400_000) });
  const token = await t.server.ctx.tokens.signAccess({ sub: id, username, permissions: opts.permissions ?? {}, sid });
  return { id, username, token };
}

/** Records every event a socket receives, and waits for the next one matching. */
class Recorder {
  readonly log: { event: string; args: unknown[] }[] = [];
  private waiters: { event: string; match: (v: never) => boolean; resolve: (v: unknown) => void; from: number }[] = [];

  constructor(readonly socket: Socket) {
    socket.onAny((event: string, ...raw: unknown[]) => {
      const args = this.parse(event, raw);
      this.log.push({ event, args });
      this.onEvent(event, args[0]);
      for (const w of [...this.waiters]) {
        if (w.event === event && w.match(args[0] as never)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(args[0]);
        }
      }
    });
  }

  protected onEvent(_event: string, _payload: unknown): void {}

  /** What a browser's handler gets of an event's arguments; as they came by default. */
  protected parse(_event: string, args: unknown[]): unknown[] {
    return args;
  }

  /** The first `event` received at or after log index `since` (default: ever) whose payload matches, or the next to come. */
  next<T = unknown>(event: string, match: (v: T) => boolean = () => true, timeoutMs = 8000, since = 0): Promise<T> {
    const seen = this.log.slice(since).find((e) => e.event === event && match(e.args[0] as T));
    if (seen) return Promise.resolve(seen.args[0] as T);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${event}; got ${this.log.slice(-5).map((e) => e.event).join(', ')}`)), timeoutMs);
      this.waiters.push({ event, match: match as (v: never) => boolean, from: since, resolve: (v) => (clearTimeout(timer), resolve(v as T)) });
    });
  }

  emit(event: string, ...args: unknown[]): Promise<Ack> {
    return new Promise((resolve) => this.socket.emit(event, ...args, (r: Ack) => resolve(r)));
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** A lobby connection that keeps the games list and the current game as the client would. */
export class LobbyClient extends Recorder {
  games = new Map<string, LobbyGame>();
  current: LobbyGame | null = null;

  static async connect(url: string, user?: TestUser): Promise<LobbyClient> {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token: user?.token, version: RELEASE_VERSION }, forceNew: true });
    const c = new LobbyClient(socket);
    await c.next('games', () => true, 8000, 0);
    return c;
  }

  /**
   * The lobby's events as the browser reads them (net/lobbySocket.ts): parsed by their schemas, defaults
   * filled in, so a test sees what a page sees. One that does not parse fails the test that receives it.
   */
  protected override parse(event: string, args: unknown[]): unknown[] {
    const schema = lobbyServerEvents[event as keyof typeof lobbyServerEvents];
    if (!schema) return args;
    const parsed = parseServerEventArgs(schema, args);
    if (!parsed.ok) throw new Error(`the lobby sent a '${event}' the browser would refuse: ${parsed.message}`);
    // A recovered session's events carry its offset last (socket.io's connection-state recovery): kept for the tests that read it.
    return parsed.offset ? [...parsed.value, parsed.offset] : (parsed.value as unknown[]);
  }

  protected override onEvent(event: string, p: unknown): void {
    if (event === 'games') this.games = new Map((p as LobbyGame[]).map((g) => [g.id, g]));
    if (event === 'newgame' || event === 'updategame') this.games.set((p as LobbyGame).id, p as LobbyGame);
    if (event === 'removegame') this.games.delete((p as { id: string }).id);
    if (event === 'gamestate') this.current = (p as { game: LobbyGame | null }).game;
    if (event === 'cleargamestate') this.current = null;
  }

  /** Creates a game and returns it as the gamestate message brings it. */
  async newGame(options: Record<string, unknown> = {}): Promise<LobbyGame> {
    const since = this.log.length;
    const ack = await this.emit('newgame', options);
    if (!ack.success) throw new Error(ack.message);
    const msg = await this.next<{ game: LobbyGame; newGame?: string }>('gamestate', (m) => !!m.game && m.newGame !== undefined, 8000, since);
    return msg.game;
  }

  async ok(event: string, ...args: unknown[]): Promise<void> {
    const ack = await this.emit(event, ...args);
    if (!ack.success) throw new Error(`${event}: ${ack.message}`);
  }
}

/** A game socket connection that keeps its view up to date from the whole view and the patches. */
export class GameClient extends Recorder {
  view: GameView | null = null;
  /** Bytes of every update received (patches and whole views). */
  patchBytes: number[] = [];
  /** What each 'gamepatch' did (protocol/gamePatch.ts): a gap or a failure asked for a resync. */
  patchResults: Record<'applied' | 'stale' | 'gap' | 'failed', number> = { applied: 0, stale: 0, gap: 0, failed: 0 };

  static async connect(baseUrl: string, h: Handoff): Promise<GameClient> {
    const origin = `http://${h.address}${h.port ? `:${h.port}` : ''}`;
    void baseUrl;
    const socket = io(`${origin}${h.namespace}`, { path: h.path, transports: ['websocket'], auth: { token: h.token }, forceNew: true });
    const c = new GameClient(socket);
    await c.next('gamestate', () => true, 8000, 0);
    return c;
  }

  protected override onEvent(event: string, p: unknown): void {
    if (event === 'gamestate') {
      this.view = p as GameView;
      this.patchBytes.push(JSON.stringify(p).length);
    }
    if (event === 'gamepatch') {
      const msg = GamePatch.parse(p);
      this.patchBytes.push(JSON.stringify(p).length);
      // The browser's rule (protocol/gamePatch.ts): a stale patch is dropped, a gap or failure resyncs.
      const outcome = applyPatch(this.view, msg);
      this.patchResults[outcome.result]++;
      if (outcome.result === 'applied') this.view = outcome.view;
      else if (outcome.result !== 'stale') this.socket.emit('resync');
    }
  }

  act(action: GameAction): Promise<Ack> {
    return this.emit('game', { action: { ...action, stateId: action.stateId ?? this.view?.stateId } });
  }

  /** Resolves once the view reaches a state satisfying `done`. */
  async until(done: (v: GameView) => boolean, timeoutMs = 8000): Promise<GameView> {
    const start = Date.now();
    while (!this.view || !done(this.view)) {
      if (Date.now() - start > timeoutMs) throw new Error(`view never satisfied the condition (stateId ${this.view?.stateId})`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return this.view;
  }
}
