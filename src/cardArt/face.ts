import type { CardType, CostPart, MagicType } from '../protocol/cards';
import { illustration } from './illustration';
import { paletteOf, type MagicPalette } from './palette';
import { pipShapes, pipsOf } from './pips';
import { greyed, mix, recolour, textWidth, wrapText, type Shape, type TextShape } from './shapes';

/** What a face needs of a card: both the catalogue's card and the game view's card fit. */
export interface FaceCard {
  id: string;
  name?: string;
  type?: CardType;
  magic?: MagicType;
  deckType?: 'standard' | 'chimera';
  text?: string;
  flavor?: string;
  attack?: number;
  defense?: number;
  recover?: number;
  pitchValue?: number;
  cost?: CostPart[];
  abilityCost?: CostPart[];
  /** A unit's keywords (guard, swift, ranged, rally): labels on both faces. */
  keywords?: string[];
}

export interface FaceOptions {
  /** compact: the board's small card (big name, cost pips and stat numerals, no rules text); full: the zoom and the site's images. */
  detail: 'compact' | 'full';
  square?: boolean;
  defeated?: boolean;
  /** Another palette for the frame and art (alt arts). */
  palette?: MagicPalette;
  /** A ribbon across the foot (an alt art's name). */
  banner?: string;
}

export const FACE_W = 300;
export const FACE_H = 420;

const typeWord: Record<CardType, string> = {
  Champion: 'Champion',
  Action: 'Action',
  Reaction: 'Reaction',
  'Ready Spell': 'Ready Spell',
  Conjuration: 'Conjuration',
  'Conjured Alteration Spell': 'Alteration',
  character: 'Unit',
  event: 'Event',
};

export const hasStats = (c: FaceCard) => c.attack !== undefined || c.defense !== undefined;

/** "Guard · Swift": the keywords as one readable label. */
export const keywordLabel = (c: FaceCard): string => (c.keywords ?? []).map((k) => k[0].toUpperCase() + k.slice(1)).join(' · ');

/** The compact face's keyword strip across the foot of the art: the board's card must say "Guard" at a glance. */
function keywordStrip(card: FaceCard, pal: MagicPalette, w: number, y: number): Shape[] {
  const label = keywordLabel(card);
  if (!label) return [];
  const size = 36;
  return [
    { kind: 'rect', x: 10, y: y - size / 2 - 6, w: w - 20, h: size + 12, r: 8, fill: mix(pal.dark, '#000000', 0.55), alpha: 0.85 },
    { kind: 'text', x: w / 2, y, text: label, size, bold: true, font: 'sans', anchor: 'middle', fill: '#fff3c4', outline: { color: '#1a0f0a', width: 4 }, maxWidth: w - 36 },
  ];
}

/** A card's face as shapes on a FACE_W wide canvas (FACE_H tall, or square). */
export function cardFace(card: FaceCard, opts: FaceOptions): { w: number; h: number; shapes: Shape[] } {
  const w = FACE_W;
  const h = opts.square ? FACE_W : FACE_H;
  const pal = opts.palette ?? paletteOf(card.magic);
  let shapes = opts.detail === 'compact' ? compact(card, pal, w, h) : full(card, pal, w, h);
  if (opts.banner) shapes.push(...banner(opts.banner, pal, w, h));
  if (opts.defeated) shapes = [...recolour(shapes, (c) => greyed(c)), ...defeatMarks(w, h)];
  return { w, h, shapes };
}

function shell(pal: MagicPalette, w: number, h: number): Shape[] {
  return [
    { kind: 'rect', x: 0, y: 0, w, h, r: 18, fill: { from: [0, 0], to: [1, 1], stops: [[0, mix(pal.dark, '#000000', 0.2)], [1, mix(pal.dark, '#000000', 0.55)]] } },
    { kind: 'rect', x: 3, y: 3, w: w - 6, h: h - 6, r: 16, stroke: pal.main, strokeWidth: 6 },
  ];
}

const band = (pal: MagicPalette) => ({ from: [0, 0] as [number, number], to: [0, 1] as [number, number], stops: [[0, mix(pal.main, '#ffffff', 0.15)], [1, mix(pal.main, pal.dark, 0.45)]] as Array<[number, string]> });

/** The name in one line, or two when it does not fit; the size that keeps it readable. */
function nameLines(name: string, width: number, size: number): string[] {
  if (textWidth(name, size, 'serif', true) <= width) return [name];
  const lines = wrapText(name, width, size, 'serif', true);
  return lines.length <= 2 ? lines : [lines[0], lines.slice(1).join(' ')];
}

function pipsRow(cost: CostPart[] | undefined, x: number, y: number, r: number, dir: 1 | -1): Shape[] {
  return pipsOf(cost).flatMap((kind, i) => pipShapes(kind, x + dir * i * r * 2.15, y, r));
}

function compact(card: FaceCard, pal: MagicPalette, w: number, h: number): Shape[] {
  const name = card.name ?? '';
  // 11 CSS px on the 80 px card of a 1280x800 screen (docs/board.md, Layout): 42 of the face's 300 units.
  const size = 42;
  // The whole band's width: the board's menu icon sits under it (CardSprite.menuIcon).
  const lines = nameLines(name, w - 24, size);
  const bandH = lines.length === 1 ? 60 : 104;
  const stats = hasStats(card);
  const footH = 86;
  const artTop = 8 + bandH + 4;
  const artBottom = h - footH + (stats ? 26 : 0);
  const out: Shape[] = [
    ...shell(pal, w, h),
    ...illustration(card, { x: 10, y: artTop, w: w - 20, h: artBottom - artTop }, pal),
    { kind: 'rect', x: 10, y: 8, w: w - 20, h: bandH, r: 12, fill: band(pal), stroke: mix(pal.dark, '#000000', 0.3), strokeWidth: 2 },
    ...lines.map((l, i): TextShape => ({ kind: 'text', x: w / 2, y: 8 + bandH / 2 + (i - (lines.length - 1) / 2) * (size + 2), text: l, size, bold: true, font: 'serif', anchor: 'middle', fill: '#fffaf0', outline: { color: mix(pal.dark, '#000000', 0.4), width: 5 }, maxWidth: w - 24 })),
    ...pipsRow(card.cost, 44, artTop + 34, 26, 1),
    ...keywordStrip(card, pal, w, artBottom - (stats ? 56 : 30)),
  ];
  if (stats) {
    out.push({ kind: 'rect', x: 10, y: h - footH + 26, w: w - 20, h: footH - 36, r: 10, fill: mix(pal.dark, '#000000', 0.45) });
    out.push(...statBadge('attack', card.attack ?? 0, 58, h - 60, 46));
    out.push(...statBadge('life', card.defense ?? 0, w - 58, h - 60, 46));
  } else {
    out.push({ kind: 'rect', x: 10, y: h - footH + 8, w: w - 20, h: footH - 18, r: 12, fill: band(pal), stroke: mix(pal.dark, '#000000', 0.3), strokeWidth: 2 });
    out.push({ kind: 'text', x: w / 2, y: h - footH / 2 - 2, text: card.type ? typeWord[card.type] : '', size: 34, bold: true, font: 'serif', anchor: 'middle', fill: '#fffaf0', outline: { color: mix(pal.dark, '#000000', 0.4), width: 5 }, maxWidth: w - 40 });
  }
  return out;
}

function full(card: FaceCard, pal: MagicPalette, w: number, h: number): Shape[] {
  const square = h < FACE_H;
  const artTop = 58;
  const artBottom = square ? 170 : 236;
  const stats = hasStats(card);
  const out: Shape[] = [
    ...shell(pal, w, h),
    ...illustration(card, { x: 12, y: artTop, w: w - 24, h: artBottom - artTop }, pal),
    { kind: 'rect', x: 10, y: 8, w: w - 20, h: 46, r: 10, fill: band(pal), stroke: mix(pal.dark, '#000000', 0.3), strokeWidth: 2 },
    { kind: 'text', x: 22, y: 31, text: card.name ?? '', size: 26, bold: true, font: 'serif', anchor: 'start', fill: '#fffaf0', outline: { color: mix(pal.dark, '#000000', 0.4), width: 4 }, maxWidth: w - 44 },
    ...pipsRow(card.cost, 36, artTop + 22, 17, 1),
  ];
  const typeY = artBottom + 16;
  const typeText = `${card.type ? typeWord[card.type] : ''}${card.magic ? ` · ${card.magic[0].toUpperCase()}${card.magic.slice(1)}` : ''}`;
  out.push({ kind: 'rect', x: 10, y: artBottom + 2, w: w - 20, h: 28, r: 6, fill: mix(pal.dark, '#000000', 0.35) });
  out.push({ kind: 'text', x: 20, y: typeY, text: typeText, size: 15, italic: true, font: 'serif', anchor: 'start', fill: pal.light });
  if (card.abilityCost?.length) {
    const pips = pipsOf(card.abilityCost);
    out.push(...pipsRow(card.abilityCost, w - 24, typeY, 10, -1));
    out.push({ kind: 'text', x: w - 24 - pips.length * 21.5 - 2, y: typeY, text: 'Ability', size: 13, font: 'sans', anchor: 'end', fill: pal.light });
  } else if (card.keywords?.length) {
    out.push({ kind: 'text', x: w - 20, y: typeY, text: keywordLabel(card), size: 15, bold: true, font: 'sans', anchor: 'end', fill: '#fff3c4', maxWidth: w / 2 - 20 });
  }
  const textTop = artBottom + 34;
  const textBottom = h - (stats ? 64 : 40);
  out.push({ kind: 'rect', x: 14, y: textTop, w: w - 28, h: textBottom - textTop, r: 8, fill: { from: [0, 0], to: [0, 1], stops: [[0, '#f6eedd'], [1, '#e6d8bd']] }, stroke: mix(pal.main, '#000000', 0.3), strokeWidth: 1.5 });
  // Long texts (a champion's ability and its passive) step down in size until they fit the box.
  const fits = (sz: number) => wrapText(card.text ?? '', w - 52, sz, 'serif').length <= Math.floor((textBottom - textTop - 12) / (sz * 1.23));
  const size = [15, 13.5, 12, 11].find(fits) ?? 11;
  const lh = size * 1.23;
  const room = Math.floor((textBottom - textTop - 12) / lh);
  const rules = wrapText(card.text ?? '', w - 52, size, 'serif');
  const flavor = card.flavor ? wrapText(card.flavor, w - 52, 13, 'serif') : [];
  const shown = rules.length > room ? [...rules.slice(0, room - 1), `${rules[room - 1]}…`] : rules;
  const withFlavor = shown.length + 1 + flavor.length <= room ? flavor : [];
  shown.forEach((l, i) => out.push({ kind: 'text', x: 26, y: textTop + 6 + lh / 2 + i * lh, text: l, size, font: 'serif', anchor: 'start', fill: '#221a12', maxWidth: w - 52 }));
  withFlavor.forEach((l, i) => out.push({ kind: 'text', x: 26, y: textTop + 6 + lh / 2 + (shown.length + 0.6 + i) * lh, text: l, size: 13, italic: true, font: 'serif', anchor: 'start', fill: '#5b4a38', maxWidth: w - 52 }));
  if (stats) {
    out.push(...statBadge('attack', card.attack ?? 0, 44, h - 36, 28));
    out.push(...statBadge('life', card.defense ?? 0, w - 44, h - 36, 28));
    if (card.recover) out.push({ kind: 'text', x: w / 2, y: h - 34, text: `Recover ${card.recover}`, size: 15, bold: true, font: 'sans', anchor: 'middle', fill: pal.light });
  } else if (card.pitchValue) {
    out.push({ kind: 'text', x: w / 2, y: h - 22, text: `Pitch for ${card.pitchValue} bacon`, size: 14, font: 'sans', anchor: 'middle', fill: pal.light });
  }
  return out;
}

/** Attack on a red blade-shaped plate, life on a green heart-shaped one: numerals in the middle, big. */
export function statBadge(kind: 'attack' | 'life', value: number, cx: number, cy: number, r: number): Shape[] {
  const colour = kind === 'attack' ? '#c2362b' : '#2f8f4e';
  const edge = kind === 'attack' ? '#ffd9a8' : '#d4ffd9';
  const k = r / 10;
  const p = (pts: number[]) => pts.map((v, i) => Math.round((i % 2 ? cy : cx) + v * k));
  const plate: Shape =
    kind === 'attack'
      ? { kind: 'poly', points: p([0, -10, 8.5, -5, 8.5, 5, 0, 10, -8.5, 5, -8.5, -5]), fill: { from: [0, 0], to: [0, 1], stops: [[0, mix(colour, '#ffffff', 0.2)], [1, mix(colour, '#000000', 0.35)]] }, stroke: edge, strokeWidth: Math.max(2, r * 0.1) }
      : { kind: 'path', d: `M${cx} ${cy + 10 * k} C${cx - 4 * k} ${cy + 7 * k} ${cx - 10 * k} ${cy + 2 * k} ${cx - 10 * k} ${cy - 3.5 * k} C${cx - 10 * k} ${cy - 8 * k} ${cx - 6 * k} ${cy - 10 * k} ${cx - 3.5 * k} ${cy - 10 * k} C${cx - 1.5 * k} ${cy - 10 * k} ${cx} ${cy - 8.5 * k} ${cx} ${cy - 7 * k} C${cx} ${cy - 8.5 * k} ${cx + 1.5 * k} ${cy - 10 * k} ${cx + 3.5 * k} ${cy - 10 * k} C${cx + 6 * k} ${cy - 10 * k} ${cx + 10 * k} ${cy - 8 * k} ${cx + 10 * k} ${cy - 3.5 * k} C${cx + 10 * k} ${cy + 2 * k} ${cx + 4 * k} ${cy + 7 * k} ${cx} ${cy + 10 * k} Z`, fill: { from: [0, 0], to: [0, 1], stops: [[0, mix(colour, '#ffffff', 0.2)], [1, mix(colour, '#000000', 0.35)]] }, stroke: edge, strokeWidth: Math.max(2, r * 0.1) };
  return [
    { kind: 'circle', cx, cy: cy + r * 0.08, r: r * 1.02, fill: '#000000', alpha: 0.35 },
    plate,
    { kind: 'text', x: cx, y: cy + (kind === 'life' ? -r * 0.08 : 0), text: String(value), size: r * 1.18, bold: true, font: 'sans', anchor: 'middle', fill: '#ffffff', outline: { color: '#1a0f0a', width: Math.max(3, r * 0.14) } },
  ];
}

function banner(text: string, pal: MagicPalette, w: number, h: number): Shape[] {
  const y = h - 34;
  return [
    { kind: 'rect', x: 30, y: y - 13, w: w - 60, h: 26, r: 13, fill: { from: [0, 0], to: [1, 1], stops: [[0, pal.main], [0.5, pal.light], [1, pal.main]] }, stroke: pal.dark, strokeWidth: 1.5 },
    { kind: 'text', x: w / 2, y, text, size: 14, bold: true, font: 'sans', anchor: 'middle', fill: pal.dark, maxWidth: w - 80 },
  ];
}

/** Cracks over the greyed face and a skull seal in the middle: defeated, at a glance. */
function defeatMarks(w: number, h: number): Shape[] {
  const cx = w / 2;
  const cy = h / 2;
  const crack = (pts: number[]): Shape => ({ kind: 'path', d: `M${pts[0]} ${pts[1]}${pts.slice(2).reduce((s, v, i) => s + (i % 2 ? ` ${v}` : ` L${v}`), '')}`, stroke: '#0a0a0a', strokeWidth: 3.5 });
  const r = w * 0.2;
  return [
    { kind: 'rect', x: 0, y: 0, w, h, r: 18, fill: '#000000', alpha: 0.25 },
    crack([18, 60, 70, 110, 60, 150, 110, 190, cx - r * 0.6, cy - r * 0.4]),
    crack([w - 14, 40, w - 70, 100, w - 50, 140, cx + r * 0.7, cy - r * 0.3]),
    crack([30, h - 30, 80, h - 90, 70, h - 130, cx - r * 0.5, cy + r * 0.7]),
    crack([w - 30, h - 50, w - 90, h - 100, cx + r * 0.5, cy + r * 0.8]),
    { kind: 'circle', cx, cy, r: r * 1.18, fill: '#7f1d1d', stroke: '#fecaca', strokeWidth: 4 },
    { kind: 'path', d: `M${cx - r * 0.62} ${cy - r * 0.05} C${cx - r * 0.7} ${cy - r * 0.75} ${cx + r * 0.7} ${cy - r * 0.75} ${cx + r * 0.62} ${cy - r * 0.05} C${cx + r * 0.6} ${cy + r * 0.25} ${cx + r * 0.4} ${cy + r * 0.3} ${cx + r * 0.36} ${cy + r * 0.42} L${cx + r * 0.36} ${cy + r * 0.66} L${cx - r * 0.36} ${cy + r * 0.66} L${cx - r * 0.36} ${cy + r * 0.42} C${cx - r * 0.4} ${cy + r * 0.3} ${cx - r * 0.6} ${cy + r * 0.25} ${cx - r * 0.62} ${cy - r * 0.05} Z`, fill: '#f5f0e6' },
    { kind: 'ellipse', cx: cx - r * 0.27, cy: cy + r * 0.02, rx: r * 0.17, ry: r * 0.2, fill: '#1a0b0b' },
    { kind: 'ellipse', cx: cx + r * 0.27, cy: cy + r * 0.02, rx: r * 0.17, ry: r * 0.2, fill: '#1a0b0b' },
    { kind: 'poly', points: [cx, cy + r * 0.22, cx - r * 0.08, cy + r * 0.36, cx + r * 0.08, cy + r * 0.36], fill: '#1a0b0b' },
    { kind: 'rect', x: 14, y: cy + r * 1.3, w: w - 28, h: 40, r: 6, fill: '#7f1d1d', stroke: '#fecaca', strokeWidth: 2 },
    { kind: 'text', x: cx, y: cy + r * 1.3 + 20, text: 'DEFEATED', size: 30, bold: true, font: 'sans', anchor: 'middle', fill: '#fff1f2' },
  ];
}
