import { describe, expect, it } from 'vitest';
import { ActionWriter } from '../../../src/server/node/actionWriter';
import type { StoredAction } from '../../../src/server/node/records';

const row = (gameId: string, seq = 0): StoredAction[] => [{ gameId, seq, entry: { player: 'p', action: { command: 'chat', text: gameId } }, clocks: null }];

/** Group commit (actionWriter.ts): how rows are gathered into statements. */
describe('ActionWriter', () => {
  it('writes the rows handed in during one turn as one statement, and those handed in while it runs as the next', async () => {
    const writes: string[][] = [];
    let release: () => void = () => undefined;
    const writer = new ActionWriter(async (rows) => {
      writes.push(rows.map((r) => r.gameId));
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = [writer.store(row('a')), writer.store(row('b')), writer.store(row('c'))];
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual([['a', 'b', 'c']]);
    const later = [writer.store(row('d')), writer.store(row('e'))];
    release();
    await Promise.all([...first, ...later]);
    expect(writes).toEqual([['a', 'b', 'c'], ['d', 'e']]);
  });

  it('settles each caller with its own rows: a refused batch is tried again game by game', async () => {
    const writer = new ActionWriter(async (rows) => {
      if (rows.some((r) => r.gameId === 'bad')) throw new Error('refused');
    });
    const results = await Promise.allSettled([writer.store(row('a')), writer.store(row('bad')), writer.store(row('c'))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
