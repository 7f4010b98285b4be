import { describe, expect, it } from 'vitest';
import { absenceRemaining, clockRemaining, formatClock, isLowTime } from '../../../src/client/board/clock/clockTime';
import { applyAbsence, applyClock, clearGameSession, gameSession } from '../../../src/client/stores/gameSession';

describe('clock formatting', () => {
  it('shows m:ss (mm:ss for the chess clock), rounding seconds up', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(1)).toBe('0:01');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(90_000)).toBe('1:30');
    expect(formatClock(90_000, true)).toBe('01:30');
    expect(formatClock(25 * 60_000, true)).toBe('25:00');
    expect(formatClock(-500, true)).toBe('00:00');
  });
  it('is red under one minute', () => {
    expect(isLowTime(59_999)).toBe(true);
    expect(isLowTime(60_000)).toBe(false);
  });
});

describe('ticking between updates', () => {
  const clock = { remaining: { ann: 120_000, bob: 50_000 }, running: 'ann', at: 1, receivedAt: 1000 };
  it('runs down only the running clock, from its arrival', () => {
    expect(clockRemaining(clock, 'ann', 1000)).toBe(120_000);
    expect(clockRemaining(clock, 'ann', 31_000)).toBe(90_000);
    expect(clockRemaining(clock, 'bob', 31_000)).toBe(50_000);
    expect(clockRemaining(clock, 'ann', 500_000)).toBe(0);
    expect(clockRemaining(clock, 'carl', 0)).toBeNull();
  });
  it('counts an absence down', () => {
    expect(absenceRemaining({ player: 'bob', remainingMs: 60_000, receivedAt: 0 }, 15_000)).toBe(45_000);
    expect(formatClock(absenceRemaining({ player: 'bob', remainingMs: 60_000, receivedAt: 0 }, 75_000))).toBe('0:00');
  });
});

describe('game store: clock and absence', () => {
  it('keeps the messages with their arrival time and clears them with the game', () => {
    applyClock({ remaining: { ann: 1000 }, running: null, at: 5 }, 42);
    expect(gameSession.clocks).toMatchObject({ remaining: { ann: 1000 }, receivedAt: 42 });
    applyAbsence({ player: 'bob', remainingMs: 30_000 }, 7);
    expect(gameSession.absence).toEqual({ player: 'bob', remainingMs: 30_000, receivedAt: 7 });
    applyAbsence({ player: 'ann', remainingMs: null });
    expect(gameSession.absence?.player).toBe('bob');
    applyAbsence({ player: 'bob', remainingMs: null });
    expect(gameSession.absence).toBeNull();
    applyAbsence({ player: 'bob', remainingMs: 30_000 });
    clearGameSession();
    expect(gameSession.clocks).toBeNull();
    expect(gameSession.absence).toBeNull();
  });
});
