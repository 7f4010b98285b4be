import { describe, it, expect } from 'vitest';
import { createGame, preconSetup, soloSetup } from '../../../src/engine';
import { OPENING_BACON } from '../../../src/engine/setup';

/** Rules version 5: the first player of round one starts with a bacon; version 4 games start with none. */
describe('opening bacon', () => {
  for (const seed of ['opening-0', 'opening-1', 'opening-2', 'opening-3']) {
    it(`goes to round one's first player from version 5 on (seed ${seed})`, () => {
      const v5 = createGame(preconSetup(0, 4, seed));
      const second = v5.order.find((n) => n !== v5.firstPlayer)!;
      expect(v5.players[v5.firstPlayer].bacon).toBe(OPENING_BACON);
      expect(v5.players[second].bacon).toBe(0);
      const v4 = createGame({ ...preconSetup(0, 4, seed), rulesVersion: 4 });
      expect(v4.order.map((n) => v4.players[n].bacon)).toEqual([0, 0]);
    });
  }
  it('never goes to the chimera', () => {
    for (let seed = 0; seed < 8; seed++) {
      const s = createGame(soloSetup(0, 'blaze', seed));
      for (const n of s.order) expect(s.players[n].bacon).toBe(n === s.firstPlayer && !s.players[n].isChimera ? OPENING_BACON : 0);
    }
  });
});
