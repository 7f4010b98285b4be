import type { CardSize } from '../../../protocol/account';

// Business constants of board-spec 9.
export const CARD_BASE_WIDTH = 65;
export const CARD_SPACING = 5;
export const DUPLICATE_OFFSET = 47;
export const UPGRADE_OFFSET = 15;
export const HAND_BEFORE_OVERLAP = 5;
export const MAX_CHILD_CARDS = 3;
/** The zoomed card is kept inside the window by these offsets (board-spec 2). */
export const ZOOM_OFFSET = { x: 364, y: 420 } as const;
export const ZOOM_SIZE = { w: 300, h: 420 } as const;
/** The layout is drawn for this height and scaled to the canvas. */
export const DESIGN_HEIGHT = 720;
/** The narrowest layout width that holds a side (hand, piles, champions, spells, dice). */
export const DESIGN_MIN_WIDTH = 820;

export const sizeMultiplier: Record<CardSize, number> = { small: 0.6, normal: 1, large: 1.4, 'x-large': 2 };

/** A card's width and height in layout units (portrait 5:7, or square). */
export function cardDimensions(size: CardSize, square: boolean): { w: number; h: number } {
  const w = CARD_BASE_WIDTH * sizeMultiplier[size];
  return { w, h: square ? w : Math.round(w * 1.4) };
}

/** The step between neighbouring card slots: width plus spacing. */
export function slotWidth(size: CardSize): number {
  return CARD_BASE_WIDTH * sizeMultiplier[size] + CARD_SPACING;
}

/** How much to scale the design to the canvas: the canvas height over the design height, at least 1. */
export function canvasScale(width: number, height: number): number {
  return Math.max(0.75, Math.min(height / DESIGN_HEIGHT, width / DESIGN_MIN_WIDTH));
}

/** The sidebar (menu, card log, prompt, chat) in CSS px before its zoom: narrower in the compact layout. */
export function sidebarWidth(compact: boolean): number {
  return compact ? 250 : 300;
}
