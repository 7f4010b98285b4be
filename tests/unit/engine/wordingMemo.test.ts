import { describe, it, expect } from 'vitest';
import { playBotGame, preconSetup, viewFor, type GameState, type WordingMemo } from '../../../src/engine';

/**
 * The game node builds every viewer's view on every action with one wording memo per game
 * (engine/wordingMemo.ts): the views must be exactly those made without it, for each viewer, at
 * every step of whole games, and the memo must hold only the current window.
 */
describe('the worded log kept between views', () => {
  for (const seed of [11, 12, 13]) {
    it(`gives each viewer the same view as wording afresh, at every step (seed ${seed})`, () => {
      const states: GameState[] = [];
      playBotGame(preconSetup(seed % 8, (seed + 3) % 8, `memo-${seed}`), 600, (s) => states.push(s));
      expect(states.length).toBeGreaterThan(50);
      const memo: WordingMemo = new Map();
      const viewers = [...states[0].order, null];
      let reused = 0;
      let previous = new Map<string | null, unknown[]>();
      for (const s of states) {
        const now = new Map<string | null, unknown[]>();
        for (const viewer of viewers) {
          const kept = viewFor(s, viewer, memo);
          expect(kept).toEqual(viewFor(s, viewer));
          now.set(viewer, kept.messages);
          const before = new Set(previous.get(viewer) ?? []);
          reused += kept.messages.filter((m) => before.has(m)).length;
        }
        previous = now;
        for (const window of memo.values()) expect(window.size).toBeLessThanOrEqual(100);
      }
      // Lines already worded come back as the same objects (what lets the patch match them by reference).
      expect(reused).toBeGreaterThan(states.length);
    });
  }
});
