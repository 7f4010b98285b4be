/**
 * The bot's own randomness (sampling, playouts): a small seeded generator, never the game's
 * streams, so a bot's move is reproducible from its BotInput seed and tells nothing of the game's dice.
 */
export interface Rand { next(): number; int(n: number): number }

/** mulberry32 over a 32-bit seed. */
export function rand(seed: number): Rand {
  let t = seed >>> 0;
  const next = () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let x = Math.imul(t ^ (t >>> 15), t | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n) };
}

export function shuffleWith<T>(r: Rand, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
