import { describe, it, expect } from 'vitest';
import { createLocalGame, secureSeed } from '../../../src/client/board/local/localGame';

/** The practice game runs the engine in the browser: its seed comes from the browser's secure source. */
describe('practice game seed', () => {
  it('is 256 bits from crypto.getRandomValues, fresh every time', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => secureSeed()));
    expect(seeds.size).toBe(50);
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{64}$/);
  });

  it('?seed= still reproduces a game exactly', () => {
    const view = (seed?: string) => {
      const g = createLocalGame({ seed, botDelay: 60_000 });
      const { gameId: _id, ...v } = g.view();
      g.dispose();
      return JSON.stringify(v);
    };
    expect(view('reproduce-me')).toBe(view('reproduce-me'));
    expect(view('reproduce-me')).not.toBe(view('reproduce-you'));
    expect(view()).not.toBe(view());
  });
});
