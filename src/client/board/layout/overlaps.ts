import type { BoardLayout, CardPlace, Rect } from './boardLayout';

/** Something drawn on the board that nothing of another kind may cover. */
export interface Drawn { name: string; rect: Rect; group: string }
export interface Overlap { a: string; b: string }

/** Less than this (layout units) of shared edge is touching, not overlapping. */
const SLACK = 0.5;

/** A card's drawn rectangle: turned (exhausted) cards swap width and height. */
export function cardRect(c: Pick<CardPlace, 'x' | 'y' | 'w' | 'h' | 'rotation'>): Rect {
  const turned = Math.abs(Math.sin(c.rotation)) > 0.5;
  const w = turned ? c.h : c.w;
  const h = turned ? c.w : c.h;
  return { x: c.x - w / 2, y: c.y - h / 2, w, h };
}

function meets(a: Rect, b: Rect): boolean {
  return a.x + a.w - SLACK > b.x && b.x + b.w - SLACK > a.x && a.y + a.h - SLACK > b.y && b.y + b.h - SLACK > a.y;
}

/**
 * Everything the layout draws, grouped: cards of one zone of one side share a group (a pile's
 * cards stack, an overfull hand or play area overlaps on purpose), and a pile's box shares its
 * cards' group. Buried cards are not drawn.
 */
export function drawnParts(layout: BoardLayout): Drawn[] {
  const out: Drawn[] = [];
  for (const c of layout.cards) if (!c.buried) out.push({ name: `card ${c.side} ${c.zone} ${c.uuid}`, rect: cardRect(c), group: `${c.side} ${c.zone}` });
  for (const p of layout.piles) out.push({ name: `pile ${p.side} ${p.pile}`, rect: p.rect, group: `${p.side} ${p.pile}` });
  for (const side of ['me', 'opponent'] as const) {
    if (!layout.players[side]) continue;
    out.push({ name: `bar ${side}`, rect: layout.bars[side], group: `bar ${side}` });
    out.push({ name: `energy ${side}`, rect: layout.energy[side], group: `energy ${side}` });
  }
  for (const d of layout.dice) out.push({ name: `die ${d.die.uuid}`, rect: { x: d.x - d.size / 2, y: d.y - d.size / 2, w: d.size, h: d.size }, group: `dice ${d.owner}` });
  out.push({ name: 'middle', rect: layout.middle, group: 'middle' });
  return out;
}

/**
 * Pairs of drawn things of different groups that overlap, and anything outside the board
 * (named against 'canvas'). Empty means a clean layout. Pure: unit tests and e2e tests (on
 * window.__boardLayer.layout) call it alike.
 */
export function findOverlaps(layout: BoardLayout): Overlap[] {
  const parts = drawnParts(layout);
  const out: Overlap[] = [];
  for (const p of parts) {
    const r = p.rect;
    if (r.x < -SLACK || r.y < -SLACK || r.x + r.w > layout.width + SLACK || r.y + r.h > layout.height + SLACK) out.push({ a: p.name, b: 'canvas' });
  }
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      if (parts[i].group !== parts[j].group && meets(parts[i].rect, parts[j].rect)) out.push({ a: parts[i].name, b: parts[j].name });
    }
  }
  return out;
}
