import { describe, expect, it } from 'vitest';
import { ActionWriter, WRITES_IN_FLIGHT } from '../../../src/server/node/actionWriter';
import type { StoredAction } from '../../../src/server/node/records';

const row = (gameId: string, seq = 0): StoredAction[] => [{ gameId, seq, entry: { player: 'p', action: { command: 'chat', text: gameId } }, clocks: null }];

/** Group commit (actionWriter.ts): how rows are gathered into statements. */
describe('ActionWriter', () => {
  it('writes the rows handed in during one turn as one statement, two statements at once, and those handed in meanwhile as the next', async () => {
    expect(WRITES_IN_FLIGHT).toBe(2);
    const writes: string[][] = [];
    const held: (() => void)[] = [];
    const writer = new ActionWriter(async (rows) => {
      writes.push(rows.map((r) => r.gameId));
      if (writes.length <= 2) await new Promise<void>((r) => held.push(r));
    });
    const turn = () => new Promise((r) => setImmediate(r));
    const first = [writer.store(row('a')), writer.store(row('b')), writer.store(row('c'))];
    await turn();
    expect(writes).toEqual([['a', 'b', 'c']]);
    // The next turn's rows do not wait for the first statement's answer.
    const second = [writer.store(row('d')), writer.store(row('e'))];
    await turn();
    expect(writes).toEqual([['a', 'b', 'c'], ['d', 'e']]);
    // With two in flight the rest wait, and go together once one is answered.
    const third = [writer.store(row('f')), writer.store(row('g'))];
    await turn();
    writer.store(row('h'));
    await turn();
    expect(writes).toHaveLength(2);
    held[1]();
    await Promise.all(second);
    await turn();
    expect(writes).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f', 'g', 'h']]);
    held[0]();
    await Promise.all([...first, ...third]);
  });

  it('settles each caller with its own rows: a refused batch is tried again game by game', async () => {
    const writer = new ActionWriter(async (rows) => {
      if (rows.some((r) => r.gameId === 'bad')) throw new Error('refused');
    });
    const results = await Promise.allSettled([writer.store(row('a')), writer.store(row('bad')), writer.store(row('c'))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
