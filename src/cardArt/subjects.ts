import type { CardType } from '../protocol/cards';
import type { MagicPalette } from './palette';
import { between, f, pick, type Frame, type Rng } from './seed';
import { mix, type Shape } from './shapes';

/** The subject of a card's picture, by its type: a champion's figure, a creature, a burst, a shield, a blade, a rune circle. */
export function subject(type: CardType | undefined, r: Rng, fr: Frame, pal: MagicPalette): Shape[] {
  const ink = mix(pal.dark, '#000000', 0.72);
  switch (type) {
    case 'Champion':
      return figure(r, fr, pal, ink);
    case 'character':
    case 'Conjuration':
      return creature(r, fr, pal, ink);
    case 'Action':
    case 'event':
      return burst(r, fr, pal, type === 'event');
    case 'Reaction':
      return shield(r, fr, pal, ink);
    case 'Conjured Alteration Spell':
      return blade(r, fr, pal);
    default:
      return runes(r, fr, pal);
  }
}

function figure(r: Rng, { X, Y, S }: Frame, pal: MagicPalette, ink: string): Shape[] {
  const cx = between(r, 0.4, 0.6);
  const feet = 0.96;
  const H = between(r, 0.7, 0.8);
  const flare = between(r, 0.02, 0.1);
  const build = pick(r, ['robe', 'armored', 'winged', 'caster'] as const);
  const y = (k: number) => Y(feet - H * k);
  const rim = { stroke: pal.main, strokeWidth: 2 };
  const out: Shape[] = [
    { kind: 'path', d: `M${X(cx - 0.09)} ${y(0.74)} Q${X(cx - 0.2)} ${y(0.64)} ${X(cx - 0.2 - flare)} ${y(0)} L${X(cx + 0.2 + flare)} ${y(0)} Q${X(cx + 0.2)} ${y(0.64)} ${X(cx + 0.09)} ${y(0.74)} Q${X(cx)} ${y(0.79)} ${X(cx - 0.09)} ${y(0.74)} Z`, fill: ink, ...rim },
    { kind: 'circle', cx: X(cx), cy: y(0.84), r: f(S(0.075)), fill: ink, ...rim },
  ];
  if (build === 'winged')
    for (const d of [-1, 1])
      out.unshift({ kind: 'path', d: `M${X(cx + d * 0.06)} ${y(0.68)} Q${X(cx + d * 0.3)} ${y(1.05)} ${X(cx + d * 0.44)} ${y(0.98)} Q${X(cx + d * 0.36)} ${y(0.7)} ${X(cx + d * 0.4)} ${y(0.42)} Q${X(cx + d * 0.22)} ${y(0.5)} ${X(cx + d * 0.08)} ${y(0.5)} Z`, fill: mix(ink, pal.main, 0.25), ...rim });
  if (build === 'armored') {
    for (const d of [-1, 1]) out.push({ kind: 'ellipse', cx: X(cx + d * 0.12), cy: y(0.7), rx: f(S(0.07)), ry: f(S(0.045)), fill: ink, ...rim });
    out.push({ kind: 'rect', x: X(cx - 0.17), y: y(0.44), w: f(S(0.34)), h: f(S(0.03)), fill: pal.main, alpha: 0.85 });
  }
  if (build === 'caster') {
    for (const d of [-1, 1]) out.push({ kind: 'path', d: `M${X(cx + d * 0.09)} ${y(0.7)} Q${X(cx + d * 0.2)} ${y(0.85)} ${X(cx + d * 0.1)} ${y(1.08)} L${X(cx + d * 0.07)} ${y(1.06)} Q${X(cx + d * 0.13)} ${y(0.86)} ${X(cx + d * 0.05)} ${y(0.72)} Z`, fill: ink, ...rim, strokeWidth: 1.2 });
    for (let i = 3; i >= 0; i--) out.push({ kind: 'circle', cx: X(cx), cy: y(1.16), r: f(S(0.05) * (1 + i * 0.55)), fill: i ? pal.main : pal.light, alpha: i ? 0.16 : 1 });
  }
  const head = pick(r, ['hood', 'crown', 'horns', 'plain'] as const);
  if (head === 'hood') out.push({ kind: 'path', d: `M${X(cx - 0.1)} ${y(0.74)} Q${X(cx - 0.12)} ${y(0.97)} ${X(cx)} ${y(1.0)} Q${X(cx + 0.12)} ${y(0.97)} ${X(cx + 0.1)} ${y(0.74)} Z`, fill: ink, ...rim });
  if (head === 'crown') out.push({ kind: 'poly', points: [X(cx - 0.06), y(0.9), X(cx - 0.06), y(0.99), X(cx - 0.03), y(0.94), X(cx), y(1.0), X(cx + 0.03), y(0.94), X(cx + 0.06), y(0.99), X(cx + 0.06), y(0.9)], fill: pal.main });
  if (head === 'horns') out.push({ kind: 'path', d: `M${X(cx - 0.05)} ${y(0.9)} Q${X(cx - 0.14)} ${y(0.95)} ${X(cx - 0.12)} ${y(1.04)} Q${X(cx - 0.08)} ${y(0.96)} ${X(cx - 0.02)} ${y(0.92)} Z M${X(cx + 0.05)} ${y(0.9)} Q${X(cx + 0.14)} ${y(0.95)} ${X(cx + 0.12)} ${y(1.04)} Q${X(cx + 0.08)} ${y(0.96)} ${X(cx + 0.02)} ${y(0.92)} Z`, fill: ink, ...rim });
  out.push({ kind: 'circle', cx: f(X(cx) - S(0.025)), cy: y(0.85), r: 1.6, fill: pal.light }, { kind: 'circle', cx: f(X(cx) + S(0.025)), cy: y(0.85), r: 1.6, fill: pal.light });
  const side = r() < 0.5 ? -1 : 1;
  const hx = cx + side * 0.22;
  const weapon = build === 'caster' ? 'none' : pick(r, ['staff', 'sword', 'banner'] as const);
  if (weapon === 'none') return out;
  if (weapon === 'staff') {
    out.push({ kind: 'rect', x: f(X(hx) - S(0.012)), y: y(1.05), w: f(S(0.024)), h: f(y(0) - y(1.05)), fill: ink, ...rim, strokeWidth: 1 });
    for (let i = 3; i >= 0; i--) out.push({ kind: 'circle', cx: X(hx), cy: y(1.07), r: f(S(0.035) * (1 + i * 0.6)), fill: i ? pal.main : pal.light, alpha: i ? 0.15 : 1 });
  } else if (weapon === 'sword') {
    out.push({ kind: 'poly', points: [X(hx - 0.015), y(0.45), X(hx), y(1.1), X(hx + 0.015), y(0.45)], fill: pal.light, stroke: ink, strokeWidth: 1 });
    out.push({ kind: 'rect', x: X(hx - 0.05), y: y(0.46), w: f(S(0.1)), h: f(S(0.02)), fill: ink, ...rim, strokeWidth: 1 });
  } else {
    out.push({ kind: 'rect', x: f(X(hx) - S(0.01)), y: y(1.08), w: f(S(0.02)), h: f(y(0) - y(1.08)), fill: ink });
    out.push({ kind: 'poly', points: [X(hx), y(1.06), X(hx + side * 0.2), y(1.0), X(hx + side * 0.15), y(0.9), X(hx + side * 0.2), y(0.8), X(hx), y(0.82)], fill: pal.main, stroke: ink, strokeWidth: 1 });
  }
  return out;
}

function creature(r: Rng, { X, Y, S }: Frame, pal: MagicPalette, ink: string): Shape[] {
  const kind = pick(r, ['beast', 'bird', 'serpent'] as const);
  const cx = between(r, 0.4, 0.6);
  const dir = r() < 0.5 ? -1 : 1;
  const rim = { stroke: pal.main, strokeWidth: 2 };
  const eye = (x: number, y: number): Shape => ({ kind: 'circle', cx: x, cy: y, r: f(S(0.016)), fill: pal.light });
  if (kind === 'beast') {
    const by = 0.66;
    const out: Shape[] = [];
    for (const lx of [-0.2, -0.1, 0.1, 0.2]) out.push({ kind: 'rect', x: X(cx + lx - 0.025), y: Y(by), w: f(S(0.05)), h: f(Y(0.93) - Y(by)), r: 3, fill: ink, ...rim });
    out.push({ kind: 'path', d: `M${X(cx - dir * 0.26)} ${Y(by)} Q${X(cx - dir * 0.42)} ${Y(by - 0.05)} ${X(cx - dir * 0.4)} ${Y(by - 0.2)} Q${X(cx - dir * 0.36)} ${Y(by - 0.08)} ${X(cx - dir * 0.24)} ${Y(by - 0.06)} Z`, fill: ink, ...rim });
    out.push({ kind: 'ellipse', cx: X(cx), cy: Y(by), rx: f(S(0.28)), ry: f(S(0.13)), fill: ink, ...rim });
    const hx = cx + dir * 0.27;
    const hy = by - 0.14;
    out.push({ kind: 'ellipse', cx: X(hx), cy: Y(hy), rx: f(S(0.1)), ry: f(S(0.075)), fill: ink, ...rim });
    out.push({ kind: 'poly', points: [X(hx - 0.05), Y(hy - 0.03), X(hx - 0.03 - dir * 0.03), Y(hy - 0.16), X(hx + 0.01), Y(hy - 0.05)], fill: ink, ...rim });
    out.push({ kind: 'poly', points: [X(hx + 0.01), Y(hy - 0.05), X(hx + 0.04 + dir * 0.02), Y(hy - 0.15), X(hx + 0.06), Y(hy - 0.02)], fill: ink, ...rim });
    out.push(eye(X(hx + dir * 0.04), Y(hy - 0.01)));
    return out;
  }
  if (kind === 'bird') {
    const by = between(r, 0.42, 0.52);
    const span = between(r, 0.34, 0.44);
    const lift = between(r, 0.12, 0.26);
    return [
      { kind: 'path', d: `M${X(cx)} ${Y(by)} Q${X(cx - span * 0.6)} ${Y(by - lift - 0.1)} ${X(cx - span)} ${Y(by - lift)} Q${X(cx - span * 0.6)} ${Y(by - 0.02)} ${X(cx - 0.06)} ${Y(by + 0.06)} Z`, fill: ink, ...rim },
      { kind: 'path', d: `M${X(cx)} ${Y(by)} Q${X(cx + span * 0.6)} ${Y(by - lift - 0.1)} ${X(cx + span)} ${Y(by - lift)} Q${X(cx + span * 0.6)} ${Y(by - 0.02)} ${X(cx + 0.06)} ${Y(by + 0.06)} Z`, fill: ink, ...rim },
      { kind: 'poly', points: [X(cx - 0.05), Y(by + 0.1), X(cx), Y(by + 0.26), X(cx + 0.05), Y(by + 0.1)], fill: ink, ...rim },
      { kind: 'ellipse', cx: X(cx), cy: Y(by + 0.05), rx: f(S(0.07)), ry: f(S(0.14)), fill: ink, ...rim },
      { kind: 'circle', cx: X(cx), cy: Y(by - 0.05), r: f(S(0.055)), fill: ink, ...rim },
      { kind: 'poly', points: [X(cx - 0.02), Y(by - 0.04), X(cx + dir * 0.07), Y(by - 0.02), X(cx + 0.02), Y(by - 0.01)], fill: pal.main },
      eye(X(cx + dir * 0.02), Y(by - 0.06)),
    ];
  }
  const out: Shape[] = [];
  const phase = r() * Math.PI * 2;
  const n = 16;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = 0.14 + t * 0.66;
    const y = 0.8 - t * 0.28 + Math.sin(phase + t * Math.PI * 2.2) * 0.06;
    out.push({ kind: 'circle', cx: X(dir > 0 ? x : 1 - x), cy: Y(y), r: f(S(0.03 + t * 0.05)), fill: ink, ...rim, strokeWidth: 1.2 });
  }
  const hx = dir > 0 ? 0.8 : 0.2;
  const hy = 0.52 + Math.sin(phase + Math.PI * 2.2) * 0.06;
  out.push({ kind: 'ellipse', cx: X(hx + dir * 0.04), cy: Y(hy - 0.02), rx: f(S(0.1)), ry: f(S(0.065)), fill: ink, ...rim }, eye(X(hx + dir * 0.07), Y(hy - 0.04)));
  return out;
}

function burst(r: Rng, { X, Y, S }: Frame, pal: MagicPalette, savage: boolean): Shape[] {
  const cx = between(r, 0.35, 0.65);
  const cy = between(r, 0.42, 0.55);
  const points = 9 + Math.floor(r() * 6);
  const star = (outer: number, inner: number, turn: number) => {
    const pts: number[] = [];
    for (let i = 0; i < points * 2; i++) {
      const a = turn + (i / (points * 2)) * Math.PI * 2;
      const rr = i % 2 ? inner : outer * between(r, 0.75, 1.1);
      pts.push(f(X(cx) + Math.cos(a) * S(rr)), f(Y(cy) + Math.sin(a) * S(rr)));
    }
    return pts;
  };
  const turn = r() * Math.PI;
  const out: Shape[] = [
    { kind: 'poly', points: star(0.34, 0.12, turn), fill: pal.main, alpha: 0.55 },
    { kind: 'poly', points: star(0.22, 0.08, turn + 0.2), fill: pal.light, alpha: 0.85 },
    { kind: 'circle', cx: X(cx), cy: Y(cy), r: f(S(0.06)), fill: '#ffffff' },
  ];
  if (savage) {
    for (let i = 0; i < 3; i++) {
      const x = cx - 0.18 + i * 0.15;
      out.push({ kind: 'path', d: `M${X(x)} ${Y(0.18)} Q${X(x + 0.12)} ${Y(0.45)} ${X(x + 0.05)} ${Y(0.82)} Q${X(x + 0.07)} ${Y(0.45)} ${X(x)} ${Y(0.18)} Z`, fill: '#2a0606', stroke: '#ff5a3a', strokeWidth: 2 });
    }
  } else {
    for (let i = 0; i < 5; i++) {
      const a = r() * Math.PI * 2;
      const d0 = 0.2;
      const d1 = between(r, 0.36, 0.46);
      out.push({ kind: 'path', d: `M${f(X(cx) + Math.cos(a) * S(d0))} ${f(Y(cy) + Math.sin(a) * S(d0))} L${f(X(cx) + Math.cos(a) * S(d1))} ${f(Y(cy) + Math.sin(a) * S(d1) * 0.9)}`, stroke: pal.light, strokeWidth: 2.5, alpha: 0.8 });
    }
  }
  return out;
}

function shield(r: Rng, { X, Y, S }: Frame, pal: MagicPalette, ink: string): Shape[] {
  const cx = between(r, 0.42, 0.58);
  const top = between(r, 0.2, 0.28);
  const w = between(r, 0.2, 0.26);
  const bottom = top + w * 2.3;
  const d = `M${X(cx - w)} ${Y(top)} Q${X(cx)} ${Y(top - 0.06)} ${X(cx + w)} ${Y(top)} L${X(cx + w)} ${Y(top + w * 0.9)} Q${X(cx + w)} ${Y(bottom - 0.12)} ${X(cx)} ${Y(bottom)} Q${X(cx - w)} ${Y(bottom - 0.12)} ${X(cx - w)} ${Y(top + w * 0.9)} Z`;
  const sigil = pick(r, ['chevron', 'cross', 'ring'] as const);
  const out: Shape[] = [
    { kind: 'circle', cx: X(cx), cy: Y((top + bottom) / 2), r: f(S(w * 1.7)), fill: pal.main, alpha: 0.18 },
    { kind: 'path', d, fill: ink, stroke: pal.main, strokeWidth: 4 },
  ];
  const my = (top + bottom) / 2;
  if (sigil === 'chevron') out.push({ kind: 'poly', points: [X(cx - w * 0.6), Y(my - 0.02), X(cx), Y(my - 0.12), X(cx + w * 0.6), Y(my - 0.02), X(cx + w * 0.6), Y(my + 0.05), X(cx), Y(my - 0.05), X(cx - w * 0.6), Y(my + 0.05)], fill: pal.light });
  if (sigil === 'cross') out.push({ kind: 'rect', x: f(X(cx) - S(0.03)), y: Y(top + 0.06), w: f(S(0.06)), h: f(Y(bottom - 0.08) - Y(top + 0.06)), fill: pal.light }, { kind: 'rect', x: X(cx - w * 0.65), y: f(Y(my - 0.03)), w: f(S(w * 1.3)), h: f(S(0.06)), fill: pal.light });
  if (sigil === 'ring') out.push({ kind: 'circle', cx: X(cx), cy: Y(my), r: f(S(w * 0.45)), stroke: pal.light, strokeWidth: 5 });
  return out;
}

function blade(r: Rng, { X, Y, S }: Frame, pal: MagicPalette): Shape[] {
  const tilt = between(r, -0.08, 0.08);
  const cx = 0.5;
  return [
    { kind: 'circle', cx: X(cx), cy: Y(0.45), r: f(S(0.3)), fill: pal.main, alpha: 0.2 },
    { kind: 'poly', points: [X(cx - 0.04 + tilt), Y(0.66), X(cx + tilt * 3), Y(0.1), X(cx + 0.04 + tilt), Y(0.66)], fill: pal.light, stroke: pal.dark, strokeWidth: 1.5 },
    { kind: 'rect', x: X(cx - 0.14 + tilt), y: Y(0.66), w: f(S(0.28)), h: f(S(0.04)), r: 2, fill: pal.main, stroke: pal.dark, strokeWidth: 1.5 },
    { kind: 'rect', x: X(cx - 0.02 + tilt), y: Y(0.69), w: f(S(0.04)), h: f(S(0.14)), fill: pal.dark },
  ];
}

function runes(r: Rng, { X, Y, S }: Frame, pal: MagicPalette): Shape[] {
  const cx = X(0.5);
  const cy = Y(between(r, 0.44, 0.52));
  const R = S(between(r, 0.28, 0.34));
  const sides = 5 + Math.floor(r() * 4);
  const out: Shape[] = [
    { kind: 'circle', cx, cy, r: f(R * 1.15), fill: pal.main, alpha: 0.15 },
    { kind: 'circle', cx, cy, r: f(R), stroke: pal.light, strokeWidth: 3 },
    { kind: 'circle', cx, cy, r: f(R * 0.82), stroke: pal.main, strokeWidth: 2 },
  ];
  const pts: number[] = [];
  const step = sides % 2 ? 2 : 1;
  for (let i = 0; i < sides; i++) {
    const a = -Math.PI / 2 + ((i * step) / sides) * Math.PI * 2;
    pts.push(f(cx + Math.cos(a) * R * 0.82), f(cy + Math.sin(a) * R * 0.82));
  }
  out.push({ kind: 'poly', points: pts, stroke: pal.light, strokeWidth: 2, fill: pal.main, alpha: 0.7 });
  for (let i = 0; i < sides; i++) {
    const a = -Math.PI / 2 + (i / sides) * Math.PI * 2;
    out.push({ kind: 'circle', cx: f(cx + Math.cos(a) * R * 0.91), cy: f(cy + Math.sin(a) * R * 0.91), r: f(R * 0.07), fill: pal.light });
  }
  out.push({ kind: 'circle', cx, cy, r: f(R * 0.18), fill: '#ffffff', alpha: 0.9 });
  return out;
}
