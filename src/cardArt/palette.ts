import type { MagicType } from '../protocol/cards';

/** A magic's colours: dark (frame), main (bands, pips), light (ink on dark), and its sky. */
export interface MagicPalette {
  dark: string;
  main: string;
  light: string;
  sky: [top: string, horizon: string];
}

export const magicPalette: Record<MagicType | 'none', MagicPalette> = {
  ceremonial: { dark: '#5a1a10', main: '#e0603a', light: '#ffe0c2', sky: ['#3a0f14', '#f08a4b'] },
  illusion: { dark: '#2e1a55', main: '#9a6ee0', light: '#ece2ff', sky: ['#160f33', '#8a5cc9'] },
  natural: { dark: '#1d4322', main: '#5fae4f', light: '#e2f7d2', sky: ['#16324a', '#a8d88a'] },
  divine: { dark: '#5c4812', main: '#e7c14a', light: '#fff7d6', sky: ['#3b4f8a', '#ffe6a0'] },
  charm: { dark: '#5e1640', main: '#e0629f', light: '#ffe0ef', sky: ['#3a1244', '#f5a3c0'] },
  sympathy: { dark: '#103f4f', main: '#45b3cc', light: '#d8f5fb', sky: ['#0c2540', '#7fd3e0'] },
  time: { dark: '#2c3340', main: '#9fb0c4', light: '#eef3f8', sky: ['#1a1f2e', '#b9c2cf'] },
  none: { dark: '#3d2b1f', main: '#b88a52', light: '#f5e6cc', sky: ['#241a14', '#d49a5a'] },
};

export const paletteOf = (magic: MagicType | undefined | null): MagicPalette => magicPalette[magic ?? 'none'];

/** '#rrggbb' as the number PixiJS takes. */
export const hexNumber = (c: string): number => parseInt(c.slice(1), 16);
