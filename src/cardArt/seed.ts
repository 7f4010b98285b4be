/** The seed of a card's picture and the helpers every part of the picture draws with. */
export interface Box { x: number; y: number; w: number; h: number }

export function hashId(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A card's own generator: mulberry32 from the id's FNV hash. */
export function seeded(id: string): () => number {
  return mulberry32(hashId(id));
}

export type Rng = () => number;
export const between = (r: Rng, a: number, b: number) => a + (b - a) * r();
export const pick = <T,>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
export const f = (v: number) => Math.round(v * 10) / 10;

/** Scene coordinates: fractions of the box to absolute units. */
export function frame(b: Box) {
  const X = (fx: number) => f(b.x + fx * b.w);
  const Y = (fy: number) => f(b.y + fy * b.h);
  return { X, Y, S: (v: number) => v * b.w };
}
export type Frame = ReturnType<typeof frame>;
