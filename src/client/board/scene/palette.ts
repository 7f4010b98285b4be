import { hexNumber, magicPalette } from '../../../cardArt/palette';
import type { MagicType } from '../../../protocol/cards';

/** The stone and ember theme, and one colour per magic type (cards, dice, chat energy). */
export const theme = {
  board: 0x0c0a09,
  panel: 0x1c1917,
  panelEdge: 0x44403c,
  text: 0xe7e5e4,
  muted: 0xa8a29e,
  ember: 0xfb923c,
  emberDeep: 0xc2410c,
  selectable: 0x38bdf8,
  selected: 0xfb923c,
  target: 0xfacc15,
  fresh: 0xf5f5f4,
  playable: 0x4ade80,
  attacker: 0xef4444,
  defender: 0x60a5fa,
  drop: 0x22c55e,
  danger: 0xdc2626,
} as const;

/** One colour per magic type (dice, chat energy): the card faces' own, from src/cardArt. */
export const magicColor = Object.fromEntries(Object.entries(magicPalette).map(([k, p]) => [k, hexNumber(p.main)])) as Record<MagicType | 'none', number>;

/** Text is rasterised at the canvas scale times the device pixel ratio, so it stays crisp at 4K. */
export const textQuality = { resolution: 1 };
