import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFLATE_AT_ONCE_UP_TO, deflateSmallAtOnce, serverDeflater, type Deflater } from '../../../src/server/socketCompression';

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

  it('leaves larger messages and fragments to ws\'s stream', async () => {
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
