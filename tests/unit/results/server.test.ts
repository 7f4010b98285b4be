import { describe, expect, it } from 'vitest';
import { periodStart, winRate } from '../../../src/server/results/filters';
import { pairPlayers } from '../../../src/server/results/pairings';

describe('periodStart', () => {
  it('is null for all games', () => {
    expect(periodStart(0)).toBeNull();
  });
  it('goes back whole calendar months, keeping the time of day', () => {
    expect(periodStart(1, new Date('2025-08-15T10:30:00Z'))?.toISOString()).toBe('2025-07-15T10:30:00.000Z');
    expect(periodStart(12, new Date('2025-08-15T10:30:00Z'))?.toISOString()).toBe('2024-08-15T10:30:00.000Z');
    expect(periodStart(3, new Date('2025-02-10T00:00:00Z'))?.toISOString()).toBe('2024-11-10T00:00:00.000Z');
  });
  it('clamps to the end of a shorter month rather than rolling over', () => {
    expect(periodStart(1, new Date('2025-03-31T12:00:00Z'))?.toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(periodStart(1, new Date('2024-03-31T12:00:00Z'))?.toISOString()).toBe('2024-02-29T12:00:00.000Z');
  });
});

describe('winRate', () => {
  it('is a percent, 0 with no games', () => {
    expect(winRate(0, 0)).toBe(0);
    expect(winRate(1, 3)).toBe(25);
  });
});

describe('pairPlayers', () => {
  it('pairs neighbours by smoothed record and gives the odd one a bye', () => {
    const pairs = pairPlayers([
      { username: 'lucky', wins: 1, losses: 0 },
      { username: 'steady', wins: 20, losses: 5 },
      { username: 'middling', wins: 5, losses: 5 },
      { username: 'new', wins: 0, losses: 1 },
      { username: 'good', wins: 8, losses: 2 },
    ]);
    expect(pairs.map((p) => [p.a.username, p.b?.username ?? null])).toEqual([
      ['steady', 'good'],
      ['lucky', 'middling'],
      ['new', null],
    ]);
  });
  it('is empty for nobody', () => {
    expect(pairPlayers([])).toEqual([]);
  });
});
