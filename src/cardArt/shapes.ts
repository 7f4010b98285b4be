/**
 * A card face as a list of plain shapes, so one drawing serves two renderers: SVG on the server
 * (/img/cards, alt arts, the rules legend) and PixiJS Graphics on the board. Colours are '#rrggbb'.
 */
export interface Gradient {
  /** Start and end of the gradient as fractions of the shape's bounding box (SVG objectBoundingBox). */
  from: [number, number];
  to: [number, number];
  stops: Array<[offset: number, color: string]>;
}
export type Paint = string | Gradient;

export interface Style {
  fill?: Paint;
  /** Opacity of the fill (and the stroke) of the shape. */
  alpha?: number;
  stroke?: string;
  strokeWidth?: number;
}

export type Shape =
  | ({ kind: 'rect'; x: number; y: number; w: number; h: number; r?: number } & Style)
  | ({ kind: 'circle'; cx: number; cy: number; r: number } & Style)
  | ({ kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number } & Style)
  | ({ kind: 'poly'; points: number[] } & Style)
  /** SVG path data with absolute M, L, Q, C and Z only (both renderers parse it). */
  | ({ kind: 'path'; d: string } & Style)
  | TextShape;

export interface TextShape {
  kind: 'text';
  /** x is the anchor point; y is the middle of the line. */
  x: number;
  y: number;
  text: string;
  size: number;
  fill: string;
  font: 'serif' | 'sans';
  anchor: 'start' | 'middle' | 'end';
  bold?: boolean;
  italic?: boolean;
  /** A text wider than this is squeezed to fit. */
  maxWidth?: number;
  /** An outline behind the glyphs, for numerals over art. */
  outline?: { color: string; width: number };
}

export const fontFamily = {
  serif: "Georgia, 'Times New Roman', serif",
  sans: "system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** A width estimate from average glyph widths, for wrapping and fitting without a DOM. */
export function textWidth(text: string, size: number, font: 'serif' | 'sans', bold = false): number {
  const em = font === 'serif' ? (bold ? 0.56 : 0.5) : bold ? 0.58 : 0.52;
  let units = 0;
  for (const ch of text) units += ch === ' ' ? 0.55 : /[iljtf.,':;!|]/.test(ch) ? 0.55 : /[MWmw@]/.test(ch) ? 1.45 : /[A-Z]/.test(ch) ? 1.25 : 1;
  return units * em * size;
}

/** Words into lines no wider than `width` at this size. */
export function wrapText(text: string, width: number, size: number, font: 'serif' | 'sans', bold = false): string[] {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let cur = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && textWidth(next, size, font, bold) > width) {
        lines.push(cur);
        cur = word;
      } else cur = next;
    }
    if (cur) lines.push(cur);
  }
  return lines;
}

/** '#rrggbb' mixed with another colour (t = 0 keeps a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const out = [16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The colour's grey of equal luminance, darkened: what a defeated card is drawn in. */
export function greyed(c: string, dim = 0.7): string {
  const p = parseInt(c.slice(1), 16);
  const l = Math.round((0.3 * ((p >> 16) & 255) + 0.59 * ((p >> 8) & 255) + 0.11 * (p & 255)) * dim);
  const h = l.toString(16).padStart(2, '0');
  return `#${h}${h}${h}`;
}

/** Every colour of the shapes passed through `f` (gradients included). */
export function recolour(shapes: Shape[], f: (c: string) => string): Shape[] {
  const paint = (p: Paint | undefined): Paint | undefined =>
    p === undefined ? undefined : typeof p === 'string' ? f(p) : { ...p, stops: p.stops.map(([o, c]) => [o, f(c)] as [number, string]) };
  return shapes.map((s) => {
    if (s.kind === 'text') return { ...s, fill: f(s.fill), outline: s.outline && { ...s.outline, color: f(s.outline.color) } };
    return { ...s, fill: paint(s.fill), stroke: s.stroke && f(s.stroke) };
  });
}
