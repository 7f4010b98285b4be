import { describe, expect, it } from 'vitest';
import { playBotGame, preconSetup } from '../../../src/engine';
import { EVERY, HEADS, RECENT, keptAlive } from '../../../src/engine/snapshots';

/**
 * What a live game holds of its past (snapshots.ts): the last RECENT states, every EVERY-th older one
 * and the lists of the last HEADS. Kept states were most of a game node's memory at 1,000 games
 * (issue 19), so the bound is checked on whole bot games, not taken on trust.
 */
describe('the states a game keeps for undo', () => {
  it('gives a state its list up before the list drops it', () => {
    expect(HEADS).toBeLessThanOrEqual(RECENT);
  });

  it.each([
    [0, 1, 'kept-a'],
    [2, 5, 'kept-b'],
    [6, 7, 'kept-c'],
  ])('precons %i and %i (%s): the recent states, the checkpoints and no more, at every step', (a, b, seed) => {
    let worst = 0;
    const game = playBotGame(preconSetup(a, b, seed), 2000, (s) => {
      const bound = RECENT + HEADS + Math.ceil(s.log.length / EVERY) + 1;
      worst = Math.max(worst, keptAlive(s).size - bound);
    });
    expect(game.steps).toBeGreaterThan(100);
    expect(worst).toBeLessThanOrEqual(0);
  });
});
