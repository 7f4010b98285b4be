import type { MagicPalette } from './palette';

/** Each alt gets its own palette, chosen by its name so it is stable and needs no stored art. */
const palettes: Record<string, MagicPalette> = {
  gilded: { dark: '#3b2a05', main: '#d4a017', light: '#fff3c4', sky: ['#2a1d04', '#f1c75a'] },
  nightfire: { dark: '#140a2e', main: '#7c3aed', light: '#f5d0fe', sky: ['#0a0418', '#a855f7'] },
  moonlit: { dark: '#0b1a33', main: '#60a5fa', light: '#e0f2fe', sky: ['#050b18', '#7fb4ef'] },
  autumn: { dark: '#2e1406', main: '#ea580c', light: '#ffedd5', sky: ['#3a1606', '#f7a35c'] },
  eclipse: { dark: '#0a0a0a', main: '#a3a3a3', light: '#fafafa', sky: ['#000000', '#6b6b6b'] },
  azure: { dark: '#062235', main: '#0ea5e9', light: '#e0f2fe', sky: ['#04182a', '#67c7f0'] },
  winter: { dark: '#10202b', main: '#94d2e6', light: '#f0fbff', sky: ['#1b3140', '#dff4fb'] },
};

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
  const named = Object.entries(palettes).find(([key]) => alt.endsWith(`-${key}`));
  if (named) return named[1];
  let hash = 0;
  for (const ch of alt) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return { dark: hslHex(hue, 0.45, 0.12), main: hslHex(hue, 0.7, 0.5), light: hslHex(hue, 0.8, 0.92), sky: [hslHex(hue, 0.5, 0.1), hslHex(hue, 0.6, 0.6)] };
}
