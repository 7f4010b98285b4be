import { describe, it, expect } from 'vitest';
import { preconSetup, replayLog, stateHash, type GameState } from '../../../src/engine';
import { EVERY, rebuildCount } from '../../../src/engine/snapshots';
import { playWithUndos } from './undoGame';

/**
 * Each accepted undo stays in the log; rebuilding from setup replayed every earlier undo's own
 * rebuild, so the work doubled with each one. Counted in entries re-applied, not in time.
 */
describe('thirty accepted undos in one game', () => {
  const setup = preconSetup(0, 1, 'thirty-undos');
  const work: number[] = [];
  let thirtieth: GameState | null = null;
  const final = playWithUndos(setup, 30, (n, answer) => {
    const before = rebuildCount.entries;
    const s = answer();
    work.push(rebuildCount.entries - before);
    if (n === 30) thirtieth = s;
    return s;
    // Building stops at the first undo over the bound: the doubling would not end in a test's time.
  }, () => work.every((w) => w < EVERY));

  it('the state after the 30th undo is the one a fresh rebuild of its log gives', () => {
    expect(work).toHaveLength(30);
    expect(thirtieth).not.toBeNull();
    expect(stateHash(replayLog(setup, thirtieth!.log))).toBe(stateHash(thirtieth!));
    expect(stateHash(replayLog(setup, final.log))).toBe(stateHash(final));
  });

  it('each undo re-applies a bounded number of entries, however many came before', () => {
    expect(Math.max(...work)).toBeLessThan(EVERY);
    // A full replay passes through all thirty: bounded work for each, not a doubling.
    const before = rebuildCount.entries;
    replayLog(setup, final.log);
    expect(rebuildCount.entries - before).toBeLessThan(30 * EVERY);
  });
});
