import type { GameState } from './types';

/** Seeds the generator from a string or number (FNV-1a), so any seed the node picks works. */
export function seedFrom(seed: string | number): number {
  const s = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for shuffles; its whole state is one number in GameState. */
export function random(s: GameState): number {
  let t = (s.rng = (s.rng + 0x6d2b79f5) >>> 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function randomInt(s: GameState, n: number): number {
  return Math.floor(random(s) * n);
}

export function shuffle<T>(s: GameState, list: T[]): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
}

/** A random id: drawn from the seeded stream, so it says nothing about deck order. */
export function newUuid(s: GameState): string {
  const a = Math.floor(random(s) * 2 ** 32).toString(36);
  const b = Math.floor(random(s) * 2 ** 32).toString(36);
  return `c${a}${b}`;
}
