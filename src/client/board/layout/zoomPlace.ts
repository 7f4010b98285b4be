import { CARD_BASE_WIDTH, UPGRADE_OFFSET, ZOOM_OFFSET, ZOOM_SIZE } from './sizes';

export interface ZoomPlace { x: number; y: number; w: number; h: number }
interface Box { x: number; y: number; w: number; h: number }

/** The zoom is never drawn smaller than this share of its full size (its rules text stays readable). */
const MIN_SHARE = 0.62;
/** Clear of the card with its ring, badges and child cards, and of the zoom's own frame. */
const GAP = 20;

/**
 * Where the hover zoom goes, in layout units, for a card drawn at `card` (its centre and size) on
 * a board `width` x `height`. The zoom keeps clear of the hovered card's row, so the cards the
 * player looks at next (the rest of the hand, the row of attackers) stay in sight: it goes on the
 * side of the row with more room (above a hand at the bottom, below the opponent's rows), shrunk
 * to fit that room down to MIN_SHARE of its size, centred on the card and kept inside the board.
 * `row`: the cards of the hovered card's row (centres and drawn sizes), whose band the zoom keeps clear.
 * When no side has the room (a short board), it goes beside the card and is kept in view by the
 * spec's offsets (about 364 wide and 420 tall, board-spec 2).
 */
export function zoomPlace(card: Box, width: number, height: number, square = false, row: Box[] = [card]): ZoomPlace {
  const full = { w: ZOOM_SIZE.w, h: square ? ZOOM_SIZE.w : ZOOM_SIZE.h };
  const top = Math.min(...[card, ...row].map((c) => c.y - c.h / 2));
  const bottom = Math.max(...[card, ...row].map((c) => c.y + c.h / 2));
  const above = top - GAP * 2;
  const below = height - bottom - GAP * 2;
  const room = Math.max(above, below);
  const share = Math.min(1, room / full.h, (width - GAP * 2) / full.w);
  if (share >= MIN_SHARE) {
    const w = full.w * share;
    const h = full.h * share;
    const x = clamp(card.x - w / 2, GAP, width - w - GAP);
    const y = above >= below ? top - GAP - h : bottom + GAP;
    return { x, y, w, h };
  }
  // Beside the card: to its right when the offset fits, else to its left; vertically centred, kept in view.
  const share2 = Math.min(1, (height - GAP * 2) / full.h, (width - GAP * 2) / full.w);
  const w = full.w * share2;
  const h = full.h * share2;
  const right = card.x + card.w / 2 + GAP;
  const x = right + ZOOM_OFFSET.x * share2 <= width ? right : Math.max(GAP, card.x - card.w / 2 - GAP - w);
  const y = clamp(card.y - h / 2, GAP, height - Math.min(h, ZOOM_OFFSET.y * share2) - GAP);
  return { x, y, w, h };
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(v, Math.max(lo, hi)));
}

/**
 * A card place as the box it is drawn in: an exhausted card is turned, as tall as the card is wide,
 * and its upgrades peek out above it (UPGRADE_OFFSET each, at the card's scale).
 */
export function drawnBox(c: { x: number; y: number; w: number; h: number; rotation: number; card?: { upgrades?: unknown[] } }): Box {
  const turned = Math.abs(Math.sin(c.rotation)) > 0.5;
  const h = turned ? c.w : c.h;
  const ups = (c.card?.upgrades?.length ?? 0) * UPGRADE_OFFSET * (c.w / CARD_BASE_WIDTH);
  return { x: c.x, y: c.y - ups / 2, w: turned ? c.h : c.w, h: h + ups };
}
