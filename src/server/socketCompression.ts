import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * permessage-deflate, sized for thousands of sockets on one small machine (issue 19). Each message is
 * compressed on its own (no context takeover), with a 2 KiB window and a small hash table: about 24 KiB
 * of zlib state per socket instead of ws's 256 KiB default, and a game view of ~15 KB or a patch of
 * ~2 KB shrinks to a fraction on the wire (docs/benchmarks.md). ws runs zlib on libuv's thread pool, off
 * the event loop. Which messages are compressed at all is `worthCompressing`'s choice, below.
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
      done(ws, request);
    });
  }
}
