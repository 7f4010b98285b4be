import { WebSocket } from 'ws';

/** What went out on one event: messages and bytes as handed to the websocket (before deflate). */
export type SendCount = { n: number; bytes: number };
/** 5 s buckets (epoch ms of their start), each by event ('games', 'updategame', or 'game gamepatch' in a game namespace). */
export type SendBuckets = Record<number, Record<string, SendCount>>;

const BUCKET_MS = 5000;
/** An engine.io message of a socket.io event: '4' '2', a namespace other than '/' ('/game/…,'), an ack id, then '["name"'. */
const EVENT = /^42(\/[^,]*,)?\d*\["([^"]*)"/;

/**
 * Counts what this process's websockets send, by socket.io event, in 5 s buckets, so a bench can print
 * what the lobby sent during its steady window (bench/load.ts). Installed in the server's process before it
 * listens: it wraps ws's `send` on the prototype, which every connection's own send (SelectiveDeflateServer)
 * calls. Node threads have their own copy of ws and are not counted: this is the lobby's side.
 */
export function installSendTally(): () => SendBuckets {
  const buckets: SendBuckets = {};
  const send = WebSocket.prototype.send as (this: WebSocket, data: unknown, ...rest: unknown[]) => void;
  WebSocket.prototype.send = function (this: WebSocket, data: unknown, ...rest: unknown[]) {
    const size = typeof data === 'string' ? data.length : Buffer.isBuffer(data) ? data.byteLength : 0;
    const head = typeof data === 'string' ? data.slice(0, 80) : Buffer.isBuffer(data) ? data.toString('latin1', 0, 80) : '';
    const m = EVENT.exec(head);
    // '43…': an acknowledgement of a client's event; the rest are engine.io's own (pings, handshakes).
    const key = m ? `${m[1] ? 'game ' : ''}${m[2]}` : head.startsWith('43') ? 'ack' : 'engine.io';
    const at = Math.floor(Date.now() / BUCKET_MS) * BUCKET_MS;
    const bucket = (buckets[at] ??= {});
    const count = (bucket[key] ??= { n: 0, bytes: 0 });
    count.n++;
    count.bytes += size;
    return send.call(this, data, ...rest);
  } as typeof WebSocket.prototype.send;
  return () => buckets;
}

/** The buckets that lie wholly within [from, to] (epoch ms), summed by event, the largest first. */
export function sendsDuring(buckets: SendBuckets, from: number, to: number): { seconds: number; events: [string, SendCount][] } {
  const sum = new Map<string, SendCount>();
  let seconds = 0;
  for (const [start, events] of Object.entries(buckets)) {
    const at = Number(start);
    if (at < from || at + BUCKET_MS > to) continue;
    seconds += BUCKET_MS / 1000;
    for (const [event, c] of Object.entries(events)) {
      const s = sum.get(event) ?? { n: 0, bytes: 0 };
      sum.set(event, { n: s.n + c.n, bytes: s.bytes + c.bytes });
    }
  }
  return { seconds, events: [...sum].sort((a, b) => b[1].bytes - a[1].bytes) };
}
