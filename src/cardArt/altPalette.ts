import { altLookPalette, altLooks, type MagicPalette } from './palette';

/** An unnamed alt's palette from its name's hash: a hue, in the same dark, main, light roles. */
function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)))).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The palette of an alt art, by its id (e.g. 'orla-cinderhand-gilded'). */
export function altPalette(alt: string): MagicPalette {
  // Named looks (palette.ts) are chosen by the id's ending, so an alt's look is stable and needs no stored art.
  const look = altLooks.find((key) => alt.endsWith(`-${key}`));
  if (look) return altLookPalette(look);
  let hash = 0;
  for (const ch of alt) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return { dark: hslHex(hue, 0.45, 0.12), main: hslHex(hue, 0.7, 0.5), light: hslHex(hue, 0.8, 0.92), sky: [hslHex(hue, 0.5, 0.1), hslHex(hue, 0.6, 0.6)] };
}
