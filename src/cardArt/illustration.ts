import type { CardType, MagicType } from '../protocol/cards';
import { paletteOf, type MagicPalette } from './palette';
import { between, f, frame, pick, seeded, type Box, type Frame, type Rng } from './seed';
import { mix, type Shape } from './shapes';
import { subject } from './subjects';

/**
 * A card's original illustration, generated from a seeded hash of its id: a sky and its light,
 * layered hills, a scene motif of the card's magic and a subject of its type (a champion's
 * figure, a creature, a burst, a shield, a rune circle). Deterministic: same id, same picture.
 * Everything stays inside the box, so neither renderer needs a clip mask.
 */
export interface ArtCard {
  id: string;
  type?: CardType;
  magic?: MagicType;
  /** The solo chimera's parts are drawn as beasts, not champions. */
  deckType?: 'standard' | 'chimera';
}
export type { Box };

export function illustration(card: ArtCard, box: Box, pal: MagicPalette = paletteOf(card.magic)): Shape[] {
  const r = seeded(card.id);
  const fr = frame(box);
  const { X, Y } = fr;
  const night = card.magic === 'illusion' || card.magic === 'time' ? r() < 0.7 : card.magic === 'divine' ? r() < 0.15 : r() < 0.4;
  const top = night ? mix(pal.sky[0], '#03040a', 0.45) : pal.sky[0];
  const horizon = night ? mix(pal.sky[1], pal.sky[0], 0.45) : pal.sky[1];
  const out: Shape[] = [{ kind: 'rect', x: box.x, y: box.y, w: box.w, h: box.h, fill: { from: [0, 0], to: [0, 1], stops: [[0, top], [0.72, horizon], [1, mix(horizon, pal.dark, 0.5)]] } }];

  if (night) for (let i = 0; i < 22; i++) out.push({ kind: 'circle', cx: X(between(r, 0.03, 0.97)), cy: Y(between(r, 0.03, 0.55)), r: f(between(r, 0.4, 1.5)), fill: '#ffffff', alpha: f(between(r, 0.3, 0.9)) });

  // The light: a sun or a moon with a halo.
  const sun = { x: between(r, 0.22, 0.78), y: between(r, 0.16, 0.34), r: between(r, 0.07, 0.12) };
  const glow = night ? mix(pal.light, '#ffffff', 0.4) : mix(pal.sky[1], '#fff8e0', 0.6);
  for (let i = 3; i >= 1; i--) out.push({ kind: 'circle', cx: X(sun.x), cy: Y(sun.y), r: f(fr.S(sun.r) * (1 + i * 0.45)), fill: glow, alpha: 0.07 + 0.03 * (3 - i) });
  out.push({ kind: 'circle', cx: X(sun.x), cy: Y(sun.y), r: f(fr.S(sun.r)), fill: glow });
  if (night && r() < 0.6) out.push({ kind: 'circle', cx: f(X(sun.x) + fr.S(sun.r) * 0.45), cy: f(Y(sun.y) - fr.S(sun.r) * 0.2), r: f(fr.S(sun.r) * 0.85), fill: mix(top, horizon, 0.35) });
  if (card.magic === 'divine' || (!night && r() < 0.3)) out.push(...rays(r, box, sun, glow));

  // Far range and nearer hills, lit from the sky.
  out.push(range(r, fr, between(r, 0.4, 0.55), between(r, 0.12, 0.22), 5 + Math.floor(r() * 5), mix(horizon, pal.dark, 0.45)));
  out.push(...motif(card.magic, r, fr, pal, night));
  out.push(hills(r, fr, between(r, 0.66, 0.74), mix(pal.dark, '#000000', 0.35)));
  out.push(...subject(card.type === 'Champion' && card.deckType === 'chimera' ? 'Conjuration' : card.type, r, fr, pal));
  out.push({ kind: 'path', d: `M${X(0)} ${Y(0.9)} Q${X(0.3)} ${Y(between(r, 0.84, 0.9))} ${X(0.55)} ${Y(0.9)} Q${X(0.8)} ${Y(between(r, 0.88, 0.94))} ${X(1)} ${Y(0.88)} L${X(1)} ${Y(1)} L${X(0)} ${Y(1)} Z`, fill: mix(pal.dark, '#000000', 0.6) });
  return out.map((s) => inside(s, box));
}

/** A shape kept within the box: points clamped, circles shrunk to the nearest edge, rects cut. */
export function inside(s: Shape, b: Box): Shape {
  const cx = (v: number) => f(Math.min(b.x + b.w, Math.max(b.x, v)));
  const cy = (v: number) => f(Math.min(b.y + b.h, Math.max(b.y, v)));
  const room = (x: number, y: number) => Math.max(0, Math.min(x - b.x, b.x + b.w - x, y - b.y, b.y + b.h - y));
  switch (s.kind) {
    case 'circle':
      return { ...s, cx: cx(s.cx), cy: cy(s.cy), r: f(Math.min(s.r, room(s.cx, s.cy))) };
    case 'ellipse':
      return { ...s, cx: cx(s.cx), cy: cy(s.cy), rx: f(Math.max(0, Math.min(s.rx, s.cx - b.x, b.x + b.w - s.cx))), ry: f(Math.max(0, Math.min(s.ry, s.cy - b.y, b.y + b.h - s.cy))) };
    case 'rect': {
      const x0 = cx(s.x);
      const y0 = cy(s.y);
      return { ...s, x: x0, y: y0, w: f(cx(s.x + s.w) - x0), h: f(cy(s.y + s.h) - y0) };
    }
    case 'poly':
      return { ...s, points: s.points.map((v, i) => (i % 2 ? cy(v) : cx(v))) };
    case 'path': {
      let i = 0;
      return { ...s, d: s.d.replace(/-?\d+(\.\d+)?/g, (v) => String(i++ % 2 ? cy(Number(v)) : cx(Number(v)))) };
    }
    default:
      return s;
  }
}

function rays(r: Rng, b: Box, sun: { x: number; y: number }, colour: string): Shape[] {
  const out: Shape[] = [];
  const cx = b.x + sun.x * b.w;
  const cy = b.y + sun.y * b.h;
  const n = 7 + Math.floor(r() * 5);
  const turn = r() * Math.PI;
  for (let i = 0; i < n; i++) {
    const a = turn + (i / n) * Math.PI * 2;
    const spread = 0.06;
    const end = (ang: number) => {
      const dx = Math.cos(ang);
      const dy = Math.sin(ang);
      // Longest step along (dx, dy) that stays inside the box.
      const t = Math.min(dx > 0 ? (b.x + b.w - cx) / dx : dx < 0 ? (b.x - cx) / dx : Infinity, dy > 0 ? (b.y + b.h - cy) / dy : dy < 0 ? (b.y - cy) / dy : Infinity);
      return [f(cx + dx * t), f(cy + dy * t)];
    };
    out.push({ kind: 'poly', points: [f(cx), f(cy), ...end(a - spread), ...end(a + spread)], fill: colour, alpha: 0.12 });
  }
  return out;
}

function range(r: Rng, { X, Y }: Frame, base: number, height: number, peaks: number, colour: string): Shape {
  const pts = [X(0), Y(1), X(0), Y(base + between(r, -0.04, 0.04))];
  for (let i = 1; i <= peaks * 2; i++) {
    const up = i % 2 === 1;
    pts.push(X(Math.min(1, (i / (peaks * 2)) * (1 + between(r, -0.02, 0.02)))), Y(up ? base - height * between(r, 0.5, 1.1) : base + between(r, -0.02, 0.05)));
  }
  pts.push(X(1), Y(1));
  return { kind: 'poly', points: pts, fill: colour };
}

function hills(r: Rng, { X, Y }: Frame, base: number, colour: string): Shape {
  const a = base + between(r, -0.05, 0.05);
  const b = base + between(r, -0.06, 0.04);
  return { kind: 'path', d: `M${X(0)} ${Y(a)} Q${X(0.25)} ${Y(b - 0.08)} ${X(0.5)} ${Y(base)} Q${X(0.75)} ${Y(a + 0.06)} ${X(1)} ${Y(b)} L${X(1)} ${Y(1)} L${X(0)} ${Y(1)} Z`, fill: colour };
}

function motif(magic: MagicType | undefined, r: Rng, fr: Frame, pal: MagicPalette, night: boolean): Shape[] {
  const { X, Y, S } = fr;
  const out: Shape[] = [];
  const dark = mix(pal.dark, '#000000', 0.3);
  switch (magic) {
    case 'natural':
      for (let i = 0; i < 9; i++) {
        const x = between(r, 0.02, 0.98);
        const h = between(r, 0.12, 0.26);
        const w = h * 0.32;
        const y = between(r, 0.66, 0.74);
        for (let k = 0; k < 3; k++) out.push({ kind: 'poly', points: [X(x), Y(y - h + k * h * 0.22), X(Math.max(0, x - w * (0.6 + k * 0.2))), Y(y - h * 0.45 + k * h * 0.2), X(Math.min(1, x + w * (0.6 + k * 0.2))), Y(y - h * 0.45 + k * h * 0.2)], fill: mix(pal.dark, '#0b1a0d', 0.3 + k * 0.1) });
      }
      break;
    case 'ceremonial': {
      const x = between(r, 0.25, 0.75);
      out.push({ kind: 'poly', points: [X(x - 0.32), Y(0.72), X(x - 0.07), Y(0.42), X(x + 0.07), Y(0.42), X(x + 0.34), Y(0.72)], fill: mix(pal.dark, '#000000', 0.4) });
      out.push({ kind: 'path', d: `M${X(x - 0.06)} ${Y(0.42)} Q${X(x - 0.1)} ${Y(0.28)} ${X(x - 0.02)} ${Y(0.2)} Q${X(x)} ${Y(0.3)} ${X(x + 0.03)} ${Y(0.24)} Q${X(x + 0.1)} ${Y(0.32)} ${X(x + 0.06)} ${Y(0.42)} Z`, fill: pal.main, alpha: 0.85 });
      for (let i = 0; i < 14; i++) out.push({ kind: 'circle', cx: X(between(r, 0.05, 0.95)), cy: Y(between(r, 0.1, 0.7)), r: f(between(r, 0.8, 2.4)), fill: pick(r, [pal.main, '#ffd27a', '#ff7a3a']), alpha: 0.8 });
      break;
    }
    case 'illusion':
      for (let i = 0; i < 6; i++) {
        const cx = between(r, 0.1, 0.9);
        const cy = between(r, 0.15, 0.55);
        const h = between(r, 0.05, 0.11);
        out.push({ kind: 'poly', points: [X(cx), Y(cy - h), X(cx + h * 0.35), Y(cy), X(cx), Y(cy + h), X(cx - h * 0.35), Y(cy)], fill: pal.light, alpha: 0.35 + r() * 0.35, stroke: pal.main, strokeWidth: 1 });
      }
      for (let i = 0; i < 3; i++) out.push({ kind: 'ellipse', cx: X(0.5 + between(r, -0.2, 0.2)), cy: Y(0.45), rx: f(S(0.18 + i * 0.1)), ry: f(S(0.05 + i * 0.03)), stroke: pal.main, strokeWidth: 1.4, alpha: 0.5 });
      break;
    case 'divine': {
      const x = between(r, 0.15, 0.6);
      const cols = 4 + Math.floor(r() * 3);
      const w = 0.3;
      out.push({ kind: 'poly', points: [X(x - 0.02), Y(0.5), X(x + w / 2), Y(0.42), X(x + w + 0.02), Y(0.5)], fill: dark });
      for (let i = 0; i < cols; i++) out.push({ kind: 'rect', x: X(x + (i / (cols - 1)) * (w - 0.03)), y: Y(0.5), w: f(S(0.03)), h: f(Y(0.68) - Y(0.5)), fill: dark });
      out.push({ kind: 'rect', x: X(x - 0.03), y: Y(0.67), w: f(S(w + 0.06)), h: f(S(0.03)), fill: dark });
      break;
    }
    case 'charm':
      for (let i = 0; i < 16; i++) out.push({ kind: 'ellipse', cx: X(between(r, 0.05, 0.95)), cy: Y(between(r, 0.12, 0.78)), rx: f(S(between(r, 0.012, 0.022))), ry: f(S(between(r, 0.006, 0.011))), fill: pick(r, [pal.main, pal.light, '#ffc1d9']), alpha: 0.8 });
      break;
    case 'sympathy': {
      const y = between(r, 0.6, 0.68);
      out.push({ kind: 'rect', x: X(0), y: Y(y), w: f(S(1)), h: f(Y(1) - Y(y)), fill: { from: [0, 0], to: [0, 1], stops: [[0, pal.main], [1, pal.dark]] }, alpha: 0.9 });
      for (let i = 0; i < 7; i++) {
        const wy = y + 0.03 + i * 0.035;
        const x = between(r, 0.05, 0.7);
        out.push({ kind: 'path', d: `M${X(x)} ${Y(wy)} Q${X(x + 0.06)} ${Y(wy - 0.015)} ${X(x + 0.12)} ${Y(wy)} Q${X(x + 0.18)} ${Y(wy + 0.015)} ${X(x + 0.24)} ${Y(wy)}`, stroke: pal.light, strokeWidth: 1.2, alpha: 0.55 });
      }
      break;
    }
    case 'time':
      for (let i = 0; i < 2; i++) out.push(...gear(X(between(r, 0.15, 0.85)), Y(between(r, 0.2, 0.45)), S(between(r, 0.08, 0.16)), 8 + Math.floor(r() * 6), r() * 30, mix(pal.dark, pal.main, 0.4), 0.55));
      out.push({ kind: 'rect', x: X(0.68), y: Y(0.3), w: f(S(0.1)), h: f(Y(0.72) - Y(0.3)), fill: dark }, { kind: 'poly', points: [X(0.66), Y(0.3), X(0.73), Y(0.18), X(0.8), Y(0.3)], fill: dark }, { kind: 'circle', cx: X(0.73), cy: Y(0.37), r: f(S(0.03)), fill: night ? '#ffe9a8' : pal.light });
      break;
    default:
      for (let i = 0; i < 3; i++) {
        const x = between(r, 0.05, 0.85);
        const h = between(r, 0.15, 0.3);
        out.push({ kind: 'rect', x: X(x), y: Y(0.72 - h), w: f(S(0.09)), h: f(Y(0.72) - Y(0.72 - h)), fill: dark });
        out.push({ kind: 'poly', points: [X(x - 0.01), Y(0.72 - h), X(x + 0.045), Y(0.72 - h - 0.08), X(x + 0.1), Y(0.72 - h)], fill: dark });
        out.push({ kind: 'rect', x: X(x + 0.03), y: Y(0.72 - h * 0.7), w: f(S(0.025)), h: f(S(0.04)), fill: '#ffcf73', alpha: night ? 0.95 : 0.6 });
      }
  }
  return out;
}

function gear(cx: number, cy: number, rad: number, teeth: number, turn: number, colour: string, alpha: number): Shape[] {
  const pts: number[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = ((i / (teeth * 4)) * 360 + turn) * (Math.PI / 180);
    const rr = i % 4 < 2 ? rad : rad * 0.8;
    pts.push(f(cx + Math.cos(a) * rr), f(cy + Math.sin(a) * rr));
  }
  return [{ kind: 'poly', points: pts, fill: colour, alpha }, { kind: 'circle', cx: f(cx), cy: f(cy), r: f(rad * 0.35), fill: mix(colour, '#000000', 0.5), alpha }];
}
