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
  fresh: 0x4ade80,
  attacker: 0xef4444,
  defender: 0x60a5fa,
  drop: 0x22c55e,
  danger: 0xdc2626,
} as const;

export const magicColor: Record<MagicType | 'none', number> = {
  charm: 0xec4899,
  ceremonial: 0xef4444,
  illusion: 0xa855f7,
  natural: 0x22c55e,
  divine: 0xfacc15,
  sympathy: 0x38bdf8,
  time: 0x94a3b8,
  none: 0x78716c,
};

/** Text is rasterised at the canvas scale times the device pixel ratio, so it stays crisp at 4K. */
export const textQuality = { resolution: 1 };
