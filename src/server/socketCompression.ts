import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { constants, deflateRaw, deflateRawSync } from 'node:zlib';
import * as wsModule from 'ws';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * permessage-deflate, sized for thousands of sockets on one small machine (issue 19). Each message is
 * compressed on its own (no context takeover), with a 2 KiB window and a small hash table: about 24 KiB
 * of zlib state per socket instead of ws's 256 KiB default, and a game view of ~15 KB or a patch of
 * ~2 KB shrinks to a fraction on the wire (docs/benchmarks.md). A small message is deflated at once on the
 * sending thread, a large one on libuv's thread pool, once for every connection that sends the same text
 * (`deflateSmallAtOnce`). Which messages are compressed at all is `worthCompressing`'s choice, below.
 * bench/load reproduces each frame's size from these same settings and that rule, which is exact
 * because no message depends on the ones before it.
 */
export const socketDeflate = {
  threshold: 256,
  serverNoContextTakeover: true,
  clientNoContextTakeover: true,
  serverMaxWindowBits: 11,
  zlibDeflateOptions: { level: 3, memLevel: 5 },
  // ws runs at most this many zlib jobs at once per process and starts the next only from a finished
  // one's callback on the event loop; at its default of 10, a busy loop capped compression at 10 jobs a
  // turn and every socket's frames waited behind its own (docs/benchmarks.md, issue 19). libuv's four
  // threads queue the rest.
  concurrencyLimit: 256,
} as const;

/** A lobby message is compressed only from this size: the whole games and users lists, the chat history. */
export const LOBBY_DEFLATE_FROM = 4096;

/**
 * Whether an encoded socket.io packet is worth a zlib job. A game namespace's messages (views and
 * patches, to the two players and the spectators of one game) are, from socketDeflate's threshold. The
 * lobby's are only when large: its other messages (a game changed, a user came or went, a chat line) are
 * a few hundred bytes that go to every lobby socket at once. Compressing each copy was 3,000-5,000 zlib
 * jobs a second at 300 games (750 lobby sockets), every socket had one waiting, and ws holds a socket's
 * later frames, its pings included, behind its pending compression, so sockets died of ping timeout
 * (docs/benchmarks.md, issue 19). socket.io's own `socket.compress(false)` cannot say this: engine.io's
 * websocket transport does not pass it on to ws.
 */
export function worthCompressing(packet: string | Buffer): boolean {
  const size = typeof packet === 'string' ? packet.length : packet.byteLength;
  if (size < socketDeflate.threshold) return false;
  // "42/game/…,[…]": an engine.io message (4) of a socket.io packet in a namespace other than the lobby's "/".
  const inNamespace = (typeof packet === 'string' ? packet.charCodeAt(2) : packet[2]) === 0x2f;
  return inNamespace || size >= LOBBY_DEFLATE_FROM;
}

/**
 * A message up to this size is deflated at once, on the thread that sends it, rather than queued on
 * libuv's pool. ws deflates through a zlib stream: a write and a sync flush, two jobs on the pool that
 * all threads of the process share (the lobby's and every node thread's sockets), with the stream's
 * events and buffers around them. For a patch of about a kilobyte that cost 46-50 µs of CPU and two
 * trips through the pool's queue, where a one-shot deflate costs 13-17 µs (bench/deflate.ts,
 * docs/benchmarks.md). Larger messages (the first view of a game, the lobby's whole lists, up to a
 * megabyte) stay on the pool so that they never hold a thread's event loop.
 */
export const DEFLATE_AT_ONCE_UP_TO = 16 * 1024;

/** The part of ws's PerMessageDeflate extension this module uses: its negotiated parameters and its compress. */
export type Deflater = {
  params: Record<string, unknown> | null;
  compress(data: Buffer | string, fin: boolean, callback: (err: Error | null, result?: Buffer) => void): void;
};

/**
 * A connection's permessage-deflate, negotiated (its params set), with small whole messages deflated at
 * once. Exact only because every message is compressed on its own (no context takeover, socketDeflate):
 * the one-shot deflate with a sync flush, less its last four bytes (RFC 7692, 7.2.1), is the frame ws's
 * stream makes. A connection that kept context takeover is left as it is.
 */
export function deflateSmallAtOnce(deflater: Deflater): void {
  const params = deflater.params ?? {};
  if (params.server_no_context_takeover !== true) return;
  const windowBits = typeof params.server_max_window_bits === 'number' ? params.server_max_window_bits : constants.Z_DEFAULT_WINDOWBITS;
  const options = { ...socketDeflate.zlibDeflateOptions, windowBits, finishFlush: constants.Z_SYNC_FLUSH };
  const queued = deflater.compress.bind(deflater);
  deflater.compress = (data, fin, callback) => {
    if (!fin) return queued(data, fin, callback);
    if (data.length > DEFLATE_AT_ONCE_UP_TO) return deflateShared(data, options, queued, callback);
    callback(null, frameOf(deflateRawSync(data, options)));
  };
}

/** A one-shot deflate with a sync flush, less its last four bytes (RFC 7692, 7.2.1): the frame ws's stream makes. */
const frameOf = (out: Buffer): Buffer => out.subarray(0, out.length - 4);
type DeflateOptions = typeof socketDeflate.zlibDeflateOptions & { windowBits: number; finishFlush: number };

type Compressed = (err: Error | null, result?: Buffer) => void;
/** A large message being deflated or deflated, for every connection that sends the same text meanwhile. */
type SharedDeflate = { data: string | Buffer; windowBits: number; out?: Buffer; waiting?: { callback: Compressed; own: Deflater['compress'] }[] };

/** How many large messages are kept deflated: the whole games list and the users list, a version or two of each. */
const SHARED_KEPT = 4;
const sharedDeflates: SharedDeflate[] = [];
/** Large messages this thread deflated, and those it sent as deflated already for another connection. */
export const sharedDeflateCounts = { made: 0, reused: 0 };

const sameData = (a: string | Buffer, b: string | Buffer): boolean =>
  a.length === b.length && (typeof a === 'string' ? a === b : typeof b !== 'string' && a.equals(b));

/**
 * A large message (the lobby's whole games or users list, a game's first view) deflated once for every
 * connection of this thread that sends the same text, not once per connection. Exact because every
 * message is compressed on its own (no context takeover) with the same settings: the bytes are the same
 * for each. A player a game lets go and its spectators are each sent the same whole list in the same
 * batch; at 1,000 games that list is about half a megabyte, sent about ten times a second, and each copy
 * was a zlib job on libuv's pool (docs/benchmarks.md, issue 19). The job runs on the pool as before
 * (zlib's one-shot deflate, no connection's stream), so a connection that closes meanwhile takes no other
 * connection's frame with it; if it fails, each connection deflates its own copy as ws would.
 * ws never changes a frame it was given (a server does not mask), so one Buffer serves every connection.
 */
function deflateShared(data: string | Buffer, options: DeflateOptions, own: Deflater['compress'], callback: Compressed): void {
  const { windowBits } = options;
  const kept = sharedDeflates.find((s) => s.windowBits === windowBits && sameData(s.data, data));
  if (kept?.out) {
    sharedDeflateCounts.reused++;
    return callback(null, kept.out);
  }
  if (kept?.waiting) {
    sharedDeflateCounts.reused++;
    kept.waiting.push({ callback, own });
    return;
  }
  const entry: SharedDeflate = { data, windowBits, waiting: [{ callback, own }] };
  sharedDeflates.unshift(entry);
  if (sharedDeflates.length > SHARED_KEPT) sharedDeflates.pop();
  sharedDeflateCounts.made++;
  deflateRaw(data, options, (err, out) => {
    const waiting = entry.waiting!;
    delete entry.waiting;
    if (err) {
      const at = sharedDeflates.indexOf(entry);
      if (at >= 0) sharedDeflates.splice(at, 1);
      for (const w of waiting) w.own(data, true, w.callback);
      return;
    }
    entry.out = frameOf(out);
    for (const w of waiting) w.callback(null, entry.out);
  });
}

const PerMessageDeflate = (wsModule as unknown as { PerMessageDeflate: new (options: object) => Deflater & { accept(offers: object[]): unknown } }).PerMessageDeflate;

/**
 * A server connection's permessage-deflate with this site's settings, as ws negotiates it for a browser's
 * plain offer, outside any connection: what bench/deflate.ts and the tests compare the two ways on. The
 * server's own come from ws's handshake (SelectiveDeflateServer).
 */
export function serverDeflater(): Deflater {
  const d = new PerMessageDeflate({ ...socketDeflate, isServer: true, maxPayload: 0 });
  d.accept([{}]);
  return d;
}

/** A connection's negotiated permessage-deflate: ws keeps it on the connection, present only when the client accepted deflate. */
export const negotiatedDeflater = (ws: WebSocket): Deflater | undefined => (ws as unknown as { _extensions: Record<string, Deflater | undefined> })._extensions['permessage-deflate'];

type SendOptions = Parameters<WebSocket['send']>[1];
type SendCallback = (err?: Error) => void;

/**
 * The ws server engine.io runs on (socket.io's `wsEngine` option): ws's own, with every connection's
 * `send` asking `worthCompressing` per message. engine.io calls `send(data, callback)` without options.
 */
export class SelectiveDeflateServer extends WebSocketServer {
  override handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, done: (ws: WebSocket, req: IncomingMessage) => void): void {
    super.handleUpgrade(req, socket, head, (ws, request) => {
      const send = ws.send.bind(ws) as (data: string | Buffer, options: SendOptions, cb?: SendCallback) => void;
      ws.send = ((data: string | Buffer, options?: SendOptions | SendCallback, cb?: SendCallback) => {
        const callback = typeof options === 'function' ? options : cb;
        const opts = typeof options === 'object' ? options : {};
        send(data, { ...opts, compress: worthCompressing(data) }, callback);
      }) as WebSocket['send'];
      const deflater = negotiatedDeflater(ws);
      if (deflater) deflateSmallAtOnce(deflater);
      done(ws, request);
    });
  }
}
