/**
 * Lean lobby and game socket clients for the load generator: no event log kept (a thousand games would
 * hold it all), no zod parse of what arrives (the bench shares the machine with the server). The game
 * client keeps its view from the whole view and the patches with the browser's own rule
 * (protocol/gamePatch.ts applyPatch), and counts the bytes of every update as they were on the wire.
 */
import { deflateRawSync, constants as zlib } from 'node:zlib';
import { io, type Socket } from 'socket.io-client';
import { socketDeflate, worthCompressing } from '../../src/server/socketCompression';
import { RELEASE_VERSION } from '../../src/engine/lobbyRules';
import type { GameView } from '../../src/protocol/game';
import { applyPatch } from '../../src/protocol/gamePatch';
import type { Ack, GamePatch, Handoff } from '../../src/protocol/sockets';

/**
 * A message's size as a websocket frame: the payload deflated exactly as the server's socketDeflate
 * does it (each message on its own, so the size does not depend on earlier ones) when the server's
 * rule deflates it, plus the frame header.
 */
export function wireBytes(payload: string): number {
  const raw = Buffer.from(payload);
  let body = raw.length;
  if (worthCompressing(payload)) {
    const z = deflateRawSync(raw, { ...socketDeflate.zlibDeflateOptions, windowBits: socketDeflate.serverMaxWindowBits, finishFlush: zlib.Z_SYNC_FLUSH });
    body = z.length - 4;
  }
  return body + (body < 126 ? 2 : body < 65536 ? 4 : 10);
}

type Waiter = { event: string; match: (v: unknown) => boolean; resolve: (v: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

/** Every client counts its disconnects (not the ones it asked for) and its unexpected errors here. */
export type Tally = { disconnects: number; errors: string[] };

class Base {
  private waiters: Waiter[] = [];
  closing = false;

  constructor(
    readonly socket: Socket,
    protected tally: Tally,
  ) {
    socket.onAny((event: string, arg: unknown) => {
      this.onEvent(event, arg);
      for (const w of [...this.waiters]) {
        if (w.event === event && w.match(arg)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          clearTimeout(w.timer);
          w.resolve(arg);
        }
      }
    });
    socket.on('disconnect', (reason) => {
      if (this.closing || reason === 'io server disconnect') return;
      tally.disconnects++;
      tally.errors.push(`${this instanceof GameSocket ? 'game' : 'lobby'} socket lost: ${reason}`);
    });
  }

  protected onEvent(_event: string, _arg: unknown): void {}

  /** The next `event` whose payload matches. */
  next<T>(event: string, match: (v: T) => boolean = () => true, timeoutMs = 30_000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.timer !== timer);
        reject(new Error(`timed out waiting for ${event}`));
      }, timeoutMs);
      this.waiters.push({ event, match: match as (v: unknown) => boolean, resolve: resolve as (v: unknown) => void, reject, timer });
    });
  }

  /** Emits with an acknowledgement; a socket that never answers (gone, or a server too busy) fails after 30 s. */
  emit(event: string, ...args: unknown[]): Promise<Ack> {
    return new Promise((resolve, reject) =>
      this.socket.timeout(30_000).emit(event, ...args, (err: Error | null, r: Ack) => (err ? reject(new Error(`no answer to ${event} in 30 s`)) : resolve(r))),
    );
  }

  async ok(event: string, ...args: unknown[]): Promise<void> {
    const ack = await this.emit(event, ...args);
    if (!ack.success) throw new Error(`${event}: ${ack.message}`);
  }

  close(): void {
    this.closing = true;
    for (const w of this.waiters) clearTimeout(w.timer);
    this.waiters = [];
    this.socket.disconnect();
  }
}

export class Lobby extends Base {
  static async connect(url: string, token: string, tally: Tally): Promise<Lobby> {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token, version: RELEASE_VERSION }, forceNew: true, reconnection: false });
    const c = new Lobby(socket, tally);
    await c.next('games');
    return c;
  }

  /** Creates a game (`options`: more of the New Game form, e.g. a bot opponent); resolves with its id once the lobby confirms it. */
  async newGame(name: string, options: Record<string, unknown> = {}): Promise<string> {
    const created = this.next<{ game: { id: string } | null; newGame?: string }>('gamestate', (m) => !!m.game && m.newGame !== undefined);
    await this.ok('newgame', { ...options, name });
    return (await created).game!.id;
  }

  /**
   * A game made, joined by `joiner` (none: a bot or solo game), both decks chosen at random among the
   * precons and started; resolves with each player's handoff (this lobby's first).
   */
  async startGame(name: string, options: Record<string, unknown> = {}, joiner?: Lobby): Promise<Handoff[]> {
    const id = await this.newGame(name, options);
    const players: Lobby[] = joiner ? [this, joiner] : [this];
    if (joiner) await joiner.ok('joingame', id);
    for (const p of players) await p.ok('selectdeck', id, true, -1, true);
    const handoffs = players.map((p) => p.next<Handoff>('handoff', (h) => h.gameId === id, 60_000));
    // Awaited below; a rejection meanwhile (startgame failed first) is not an unhandled one.
    handoffs.forEach((h) => h.catch(() => undefined));
    await this.ok('startgame', id);
    return Promise.all(handoffs);
  }
}

/** Per update received: its event, its bytes on the wire (the websocket frame's payload) and when. */
export type Update = { full: boolean; bytes: number; at: number };

export class GameSocket extends Base {
  view: GameView | null = null;
  updates: Update[] = [];
  resyncs = 0;
  /** Called on every new view (the driver's latency probe). */
  onView: ((v: GameView) => void) | null = null;

  /** `reconnect`: the socket comes back by itself after its node went away (bench/clusterLoad.ts kills one). */
  static async connect(h: Handoff, tally: Tally, reconnect = false): Promise<GameSocket> {
    const origin = `http://${h.address}${h.port ? `:${h.port}` : ''}`;
    const socket = io(`${origin}${h.namespace}`, { path: h.path, transports: ['websocket'], auth: { token: h.token }, forceNew: true, reconnection: reconnect });
    const c = new GameSocket(socket, tally);
    // A node started again refuses the game's namespace until it has restored the game: ask again.
    if (reconnect) socket.on('connect_error', () => setTimeout(() => !c.closing && socket.connect(), 500));
    // engine.io's 'data' carries the socket.io packet as framed ('42/game/<id>,["gamepatch",...]'); the
    // websocket frame adds engine.io's one-byte packet type. Read it here, before any parse.
    socket.io.on('open', () => {
      socket.io.engine.on('data', (d: unknown) => {
        if (typeof d !== 'string') return;
        const head = d.slice(0, 120);
        const m = /\["(gamestate|gamepatch)"/.exec(head);
        if (m) c.updates.push({ full: m[1] === 'gamestate', bytes: wireBytes(`4${d}`), at: performance.now() });
      });
    });
    await c.next('gamestate');
    return c;
  }

  protected override onEvent(event: string, arg: unknown): void {
    if (event === 'gamestate') this.take(arg as GameView);
    if (event === 'gamepatch') {
      const out = applyPatch(this.view, arg as GamePatch);
      if (out.result === 'applied') this.take(out.view);
      else if (out.result !== 'stale') {
        this.resyncs++;
        this.socket.emit('resync');
      }
    }
  }

  /** Leaves the game ('leavegame'); resolves once the node has dropped the socket (or after 5 s). */
  leave(): Promise<void> {
    this.closing = true;
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, 5000);
      this.socket.once('disconnect', () => (clearTimeout(timer), resolve()));
      this.socket.emit('leavegame');
    });
  }

  private take(v: GameView): void {
    this.view = v;
    this.onView?.(v);
  }
}
