/**
 * Where a card's badges (damage, tokens, armor, statuses) sit. They are children of the card, so
 * they would turn with it: the badge row takes the opposite rotation, and stays upright when the
 * card is exhausted (a 9 never reads as a 6).
 */
export function uprightRotation(cardRotation: number): number {
  return -cardRotation;
}

/** A badge's radius on a card w wide: large enough to read at a glance, never wider than a third of the card. */
export function badgeRadius(w: number, h: number): number {
  return Math.max(8, Math.min(24, Math.min(w, h) / 6.2));
}

/**
 * Centres of n badges of radius r in rows centred on the card's middle (the art), in the upright
 * frame. Rows are as wide as the card's narrower side, so they fit whichever way the card lies.
 */
export function badgeSlots(n: number, r: number, w: number, h: number): Array<{ x: number; y: number }> {
  const gap = Math.max(2, r * 0.2);
  const perRow = Math.max(1, Math.floor((Math.min(w, h) - gap) / (r * 2 + gap)));
  const rows = Math.ceil(n / perRow);
  const out: Array<{ x: number; y: number }> = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, n - row * perRow);
    const col = i - row * perRow;
    out.push({ x: (col - (inRow - 1) / 2) * (r * 2 + gap), y: (row - (rows - 1) / 2) * (r * 2 + gap) });
  }
  return out;
}
