import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../src/cardArt/seed';
import { estimateImpacts, newcombe, swappedOut, uniform, type DeckGame } from '../../../bench/balance/substitution';

/** A small seeded generator for the synthetic games. */
const rng = mulberry32;

const CARDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

/**
 * Synthetic substitution runs: two decks, each card swapped out with probability p, the deck's win
 * chance 0.5 plus the sum of its present cards' effects minus the same sum for a full deck (so the
 * full deck wins half its games), the opponent's swaps ignored. The estimator must find each card's
 * effect (win chance with it minus without it).
 */
function synthetic(effects: Record<string, number>, games: number, p: number, seed: number): DeckGame[] {
  const r = rng(seed);
  const out: DeckGame[] = [];
  for (let g = 0; g < games; g++) {
    for (const deck of [0, 1]) {
      const gone = CARDS.filter(() => r() < p);
      const chance = 0.5 - gone.reduce((s, c) => s + (effects[c] ?? 0), 0);
      out.push({ deck, won: r() < chance, out: gone });
    }
  }
  return out;
}

describe('card impact by randomized substitution (bench/balance/substitution.ts)', () => {
  it('Newcombe hybrid score interval matches the published worked example (56/70 vs 48/80: 0.2000 [0.0524, 0.3339])', () => {
    const d = newcombe(56, 70, 48, 80);
    expect(d.value).toBeCloseTo(0.2, 10);
    expect(d.lo).toBeCloseTo(0.0524, 4);
    expect(d.hi).toBeCloseTo(0.3339, 4);
  });

  it('Newcombe at the edges stays inside [-1, 1] (10/10 vs 0/10)', () => {
    const d = newcombe(10, 10, 0, 10);
    expect(d.value).toBe(1);
    expect(d.hi).toBeLessThanOrEqual(1);
    expect(d.lo).toBeGreaterThan(0.5);
  });

  it('recovers planted effects on synthetic games: each of nine estimates within 3.5 points (about 3.5 standard errors) of its planted effect', () => {
    const effects = { a: 0.2, b: -0.15, c: 0.08 };
    const games = synthetic(effects, 20_000, 1 / 8, 17);
    const est = estimateImpacts(games, CARDS.map((card) => ({ deck: 0, card })));
    for (const e of est) {
      const truth = effects[e.card as keyof typeof effects] ?? 0;
      expect(e.withoutGames + e.withGames).toBe(20_000);
      expect(Math.abs(e.impact.value - truth)).toBeLessThan(0.035);
      expect(e.impact.lo).toBeLessThan(e.impact.value);
      expect(e.impact.hi).toBeGreaterThan(e.impact.value);
    }
  });

  it('keeps decks apart: a card of deck 1 is judged only on deck 1\'s games', () => {
    const games: DeckGame[] = [
      { deck: 0, won: true, out: [] },
      { deck: 0, won: false, out: ['a'] },
      { deck: 1, won: false, out: [] },
      { deck: 1, won: true, out: ['a'] },
      { deck: 1, won: true, out: ['a'] },
    ];
    const [d0, d1] = estimateImpacts(games, [{ deck: 0, card: 'a' }, { deck: 1, card: 'a' }]);
    expect([d0.withGames, d0.withWins, d0.withoutGames, d0.withoutWins]).toEqual([1, 1, 1, 0]);
    expect([d1.withGames, d1.withWins, d1.withoutGames, d1.withoutWins]).toEqual([1, 0, 2, 2]);
    expect(d1.impact.value).toBe(-1);
  });

  it('the 95% interval covers the truth about 95% of the time (200 synthetic runs)', () => {
    let covered = 0;
    const runs = 200;
    for (let s = 0; s < runs; s++) {
      const [e] = estimateImpacts(synthetic({ a: 0.1 }, 1200, 1 / 8, 1000 + s), [{ deck: 0, card: 'a' }]);
      if (e.impact.lo <= 0.1 && 0.1 <= e.impact.hi) covered++;
    }
    expect(covered / runs).toBeGreaterThan(0.9);
    expect(covered / runs).toBeLessThan(0.99);
  });

  it('draws swaps from the seed alone, each card at rate p', () => {
    expect(swappedOut('s-1', 0, CARDS, 0.5)).toEqual(swappedOut('s-1', 0, CARDS, 0.5));
    let n = 0;
    for (let g = 0; g < 4000; g++) n += swappedOut(`seed-${g}`, g % 2, CARDS, 1 / 8).length;
    expect(n / (4000 * CARDS.length)).toBeGreaterThan(0.115);
    expect(n / (4000 * CARDS.length)).toBeLessThan(0.135);
    expect(uniform('x')).toBeGreaterThanOrEqual(0);
    expect(uniform('x')).toBeLessThan(1);
  });
});
