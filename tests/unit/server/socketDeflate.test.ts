import { randomBytes } from 'node:crypto';
import { constants, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFLATE_AT_ONCE_UP_TO, deflateSmallAtOnce, serverDeflater, sharedDeflateCounts, type Deflater } from '../../../src/server/socketCompression';

const compress = (d: Deflater, data: string, fin = true) =>
  new Promise<Buffer>((resolve, reject) => d.compress(data, fin, (err, out) => (err ? reject(err) : resolve(out!))));

/** A patch-like socket.io packet of about `size` characters, from fresh random card ids. */
function packet(size: number): string {
  const ops: object[] = [];
  while (JSON.stringify(ops).length < size) ops.push({ op: 'replace', path: `/players/alice/hand/${randomBytes(4).toString('hex')}/tokens/damage`, value: ops.length % 5 });
  return `42/game/${randomBytes(8).toString('hex')},["gamepatch",${JSON.stringify({ from: 3, stateId: 4, patch: ops })}]`;
}

describe('small messages deflated at once (server/socketCompression.ts)', () => {
  it('sends, for every size up to the limit, the very bytes ws\'s own deflate stream sends, without waiting for the pool', async () => {
    for (const size of [300, 900, 2500, 8000, DEFLATE_AT_ONCE_UP_TO - 200]) {
      const data = packet(size);
      const reference = await compress(serverDeflater(), data);
      const d = serverDeflater();
      deflateSmallAtOnce(d);
      let atOnce: Buffer | null = null;
      d.compress(data, true, (_, out) => (atOnce = out!));
      // Settled before compress returned: no trip through libuv's pool.
      expect(atOnce).not.toBeNull();
      expect(atOnce!.equals(reference)).toBe(true);
    }
  });

  it('leaves larger messages to the pool and fragments to ws\'s stream', async () => {
    const d = serverDeflater();
    deflateSmallAtOnce(d);
    const large = packet(DEFLATE_AT_ONCE_UP_TO + 2000);
    let settled = false;
    const out = compress(d, large).finally(() => (settled = true));
    expect(settled).toBe(false);
    expect((await out).equals(await compress(serverDeflater(), large))).toBe(true);
    let fragment: Buffer | null = null;
    d.compress(packet(500), false, (_, o) => (fragment = o!));
    expect(fragment).toBeNull();
  });
});

/** A connection's deflater as the server makes it. */
function connection(): Deflater {
  const d = serverDeflater();
  deflateSmallAtOnce(d);
  return d;
}

describe('a large message deflated once for every connection that sends it (server/socketCompression.ts)', () => {
  it('gives each connection the bytes ws would, from one zlib job while the text is the same', async () => {
    const list = packet(DEFLATE_AT_ONCE_UP_TO * 6);
    const reference = await compress(serverDeflater(), list);
    const before = { ...sharedDeflateCounts };
    // Three sockets in one batch (a game's two players and its spectator let go): asked before the first is done.
    const [a, b, c] = await Promise.all([connection(), connection(), connection()].map((d) => compress(d, list)));
    for (const out of [a, b, c]) expect(out.equals(reference)).toBe(true);
    // A later socket, after the job: the kept bytes at once. The same text as another string object counts the same.
    let later: Buffer | null = null;
    connection().compress(list.slice(0, 10) + list.slice(10), true, (_, out) => (later = out!));
    expect(later).not.toBeNull();
    expect(later!.equals(reference)).toBe(true);
    expect(sharedDeflateCounts.made - before.made).toBe(1);
    expect(sharedDeflateCounts.reused - before.reused).toBe(3);
  });

  it('deflates a changed list anew, and a list of another window size apart', async () => {
    const before = { ...sharedDeflateCounts };
    const list = packet(DEFLATE_AT_ONCE_UP_TO * 4);
    await compress(connection(), list);
    const changed = list.replace('"from":3', '"from":5');
    expect((await compress(connection(), changed)).equals(await compress(serverDeflater(), changed))).toBe(true);
    // A client that asked for a smaller window: its own bytes, not the kept ones.
    const narrow = serverDeflater();
    narrow.params = { ...narrow.params, server_max_window_bits: 9 };
    deflateSmallAtOnce(narrow);
    const out = await compress(narrow, list);
    expect(inflateRawSync(Buffer.concat([out, Buffer.from([0, 0, 0xff, 0xff])]), { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(list);
    expect(sharedDeflateCounts.made - before.made).toBe(3);
  });
});
