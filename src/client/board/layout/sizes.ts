import type { CardSize } from '../../../protocol/account';

// Business constants of board-spec 9.
export const CARD_BASE_WIDTH = 65;
export const CARD_SPACING = 5;
export const DUPLICATE_OFFSET = 47;
export const UPGRADE_OFFSET = 15;
export const HAND_BEFORE_OVERLAP = 5;
/** The zoomed card is kept inside the window by these offsets (board-spec 2). */
export const ZOOM_OFFSET = { x: 364, y: 420 } as const;
export const ZOOM_SIZE = { w: 300, h: 420 } as const;
/**
 * The least fitted card width in CSS px: a card narrower than this cannot show its name, cost,
 * attack and life at 11 px, so a smaller canvas scrolls (or pans) instead of shrinking the cards.
 */
export const MIN_READABLE_CARD_W = 72;
/** Below this window width or height the sidebar is a drawer over the board (phones, tablets upright): beside it the board would be narrower than 600 px. */
export const DRAWER_BELOW = { w: 900, h: 480 } as const;
/** CSS px kept under the board when the drawer is closed, for the prompt laid over the board's bottom edge. */
export const DRAWER_PROMPT_ROOM = 120;

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

/**
 * The scale of the board's chrome (bars, labels, energy box, text) from layout units to CSS px:
 * 1 up to a 980 x 760 canvas, growing with it up to 3 (a 4K screen). Card sizes are fitted in
 * layout units on top of it (boardLayout).
 */
export function canvasScale(width: number, height: number): number {
  return Math.max(1, Math.min(3, height / 760, width / 980));
}

/** Whether the sidebar is a drawer (phones, portrait or landscape) rather than a column beside the board. */
export function sidebarIsDrawer(windowW: number, windowH: number): boolean {
  return windowW < DRAWER_BELOW.w || windowH < DRAWER_BELOW.h;
}

/** The sidebar (menu, card log, prompt, chat) in CSS px before its zoom: narrower in the compact layout. */
export function sidebarWidth(compact: boolean): number {
  return compact ? 250 : 300;
}
