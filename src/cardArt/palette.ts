import { magicTypes, type MagicType } from '../protocol/cards';

/** A magic's colours: dark (frame), main (bands, pips), light (ink on dark), and its sky. */
export interface MagicPalette {
  dark: string;
  main: string;
  light: string;
  sky: [top: string, horizon: string];
}

/**
 * Every named palette in one table: each magic's (and 'none', a card without magic), then the looks an
 * alt art takes by the end of its id ('orla-cinderhand-gilded' wears 'gilded'; altPalette.ts).
 */
const named = {
  ceremonial: { dark: '#5a1a10', main: '#e0603a', light: '#ffe0c2', sky: ['#3a0f14', '#f08a4b'] },
  illusion: { dark: '#2e1a55', main: '#9a6ee0', light: '#ece2ff', sky: ['#160f33', '#8a5cc9'] },
  natural: { dark: '#1d4322', main: '#5fae4f', light: '#e2f7d2', sky: ['#16324a', '#a8d88a'] },
  divine: { dark: '#5c4812', main: '#e7c14a', light: '#fff7d6', sky: ['#3b4f8a', '#ffe6a0'] },
  charm: { dark: '#5e1640', main: '#e0629f', light: '#ffe0ef', sky: ['#3a1244', '#f5a3c0'] },
  sympathy: { dark: '#103f4f', main: '#45b3cc', light: '#d8f5fb', sky: ['#0c2540', '#7fd3e0'] },
  time: { dark: '#2c3340', main: '#9fb0c4', light: '#eef3f8', sky: ['#1a1f2e', '#b9c2cf'] },
  none: { dark: '#3d2b1f', main: '#b88a52', light: '#f5e6cc', sky: ['#241a14', '#d49a5a'] },
  gilded: { dark: '#3b2a05', main: '#d4a017', light: '#fff3c4', sky: ['#2a1d04', '#f1c75a'] },
  nightfire: { dark: '#140a2e', main: '#7c3aed', light: '#f5d0fe', sky: ['#0a0418', '#a855f7'] },
  moonlit: { dark: '#0b1a33', main: '#60a5fa', light: '#e0f2fe', sky: ['#050b18', '#7fb4ef'] },
  autumn: { dark: '#2e1406', main: '#ea580c', light: '#ffedd5', sky: ['#3a1606', '#f7a35c'] },
  eclipse: { dark: '#0a0a0a', main: '#a3a3a3', light: '#fafafa', sky: ['#000000', '#6b6b6b'] },
  azure: { dark: '#062235', main: '#0ea5e9', light: '#e0f2fe', sky: ['#04182a', '#67c7f0'] },
  winter: { dark: '#10202b', main: '#94d2e6', light: '#f0fbff', sky: ['#1b3140', '#dff4fb'] },
} satisfies Record<string, MagicPalette>;

/** The looks an alt art may name; the rest of the table is the magics'. */
export const altLooks = ['gilded', 'nightfire', 'moonlit', 'autumn', 'eclipse', 'azure', 'winter'] as const;
export const altLookPalette = (look: (typeof altLooks)[number]): MagicPalette => named[look];

export const magicPalette = Object.fromEntries([...magicTypes, 'none' as const].map((m) => [m, named[m]])) as Record<MagicType | 'none', MagicPalette>;

export const paletteOf = (magic: MagicType | undefined | null): MagicPalette => magicPalette[magic ?? 'none'];

/** '#rrggbb' as the number PixiJS takes. */
export const hexNumber = (c: string): number => parseInt(c.slice(1), 16);
