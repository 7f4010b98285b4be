import { magicTypes, type CostPart, type MagicType } from '../protocol/cards';
import { magicPalette } from './palette';
import { mix, type Shape } from './shapes';

/** One pip per die of a cost: a magic, 'basic' (any die or bacon), the exhaust symbol, or a discard. */
export type PipKind = MagicType | 'basic' | 'exhaust' | 'discard';
export const pipKinds: readonly PipKind[] = [...magicTypes, 'basic', 'exhaust', 'discard'];

export function pipKindOf(part: CostPart): PipKind {
  if (part.kind === 'magic') return part.magic ?? 'basic';
  return part.kind;
}

/** A cost as its pips, in order, one per counted die. */
export function pipsOf(cost: readonly CostPart[] | undefined): PipKind[] {
  return (cost ?? []).flatMap((p) => Array.from({ length: p.count }, () => pipKindOf(p)));
}

/** What each pip means, for the rules page's legend and the pips' accessible names. */
export const pipMeaning: Record<PipKind, { name: string; pays: string }> = {
  ceremonial: { name: 'Ceremonial', pays: 'a ceremonial die showing its power face' },
  charm: { name: 'Charm', pays: 'a charm die showing its power face' },
  illusion: { name: 'Illusion', pays: 'an illusion die showing its power face' },
  natural: { name: 'Natural', pays: 'a natural die showing its power face' },
  divine: { name: 'Divine', pays: 'a divine die showing its power face' },
  sympathy: { name: 'Sympathy', pays: 'a sympathy die showing its power face' },
  time: { name: 'Time', pays: 'a time die showing its power face' },
  basic: { name: 'Basic', pays: 'any die, upgraded energy, or a bacon' },
  exhaust: { name: 'Exhaust', pays: 'exhausting the card itself (it turns sideways until the next round)' },
  discard: { name: 'Discard', pays: 'discarding a card from your hand' },
};

const plain: Record<'basic' | 'exhaust' | 'discard', { fill: string; ink: string }> = {
  basic: { fill: '#e9e1d2', ink: '#3a2f25' },
  exhaust: { fill: '#2b2522', ink: '#f6d9a4' },
  discard: { fill: '#4b3b5c', ink: '#f3ecff' },
};

export function pipColours(kind: PipKind): { fill: string; ink: string; rim: string } {
  if (kind === 'basic' || kind === 'exhaust' || kind === 'discard') return { ...plain[kind], rim: '#140f0c' };
  const p = magicPalette[kind];
  return { fill: p.main, ink: '#fffaf0', rim: p.dark };
}

// Icons on a 24-unit grid centred on (12, 12); every number of these paths is an x, y pair.
const icons: Record<PipKind, Array<{ d: string; ink?: 'ink' | 'fill'; stroke?: number; fill?: boolean }>> = {
  ceremonial: [{ d: 'M12 2 C15 7 19 9 18.5 15 C18 19 15.5 22 12 22 C8.5 22 6 19 5.5 15 C5 11 8.5 9 8.5 4.5 C10.5 6.5 11.5 8.5 12 10 C13.2 7.8 13 4.8 12 2 Z' }, { d: 'M12 13 C14 15 15 16.5 14.5 18.5 C14 20 13 20.5 12 20.5 C10.5 20.5 9.5 19.5 9.5 18 C9.5 16.5 11 15.5 12 13 Z', ink: 'fill' }],
  charm: [{ d: 'M12 21 C5 15.5 2 12 2 8.2 C2 5.2 4.4 3 7.2 3 C9.2 3 11 4.3 12 6 C13 4.3 14.8 3 16.8 3 C19.6 3 22 5.2 22 8.2 C22 12 19 15.5 12 21 Z' }],
  illusion: [{ d: 'M1.5 12 Q12 1.5 22.5 12 Q12 22.5 1.5 12 Z' }, { d: 'M12 7.2 C14.7 7.2 16.8 9.3 16.8 12 C16.8 14.7 14.7 16.8 12 16.8 C9.3 16.8 7.2 14.7 7.2 12 C7.2 9.3 9.3 7.2 12 7.2 Z', ink: 'fill' }, { d: 'M12 9.8 C13.2 9.8 14.2 10.8 14.2 12 C14.2 13.2 13.2 14.2 12 14.2 C10.8 14.2 9.8 13.2 9.8 12 C9.8 10.8 10.8 9.8 12 9.8 Z' }],
  natural: [{ d: 'M3.5 20.5 C3.5 10 10 3.5 21 3 C20.5 14 14 20.5 3.5 20.5 Z' }, { d: 'M5 19 L16 8', ink: 'fill', stroke: 1.8, fill: false }],
  divine: [{ d: 'M12 1 L13.6 7.4 L19.8 4.2 L16.6 10.4 L23 12 L16.6 13.6 L19.8 19.8 L13.6 16.6 L12 23 L10.4 16.6 L4.2 19.8 L7.4 13.6 L1 12 L7.4 10.4 L4.2 4.2 L10.4 7.4 Z' }, { d: 'M12 8.5 C14 8.5 15.5 10 15.5 12 C15.5 14 14 15.5 12 15.5 C10 15.5 8.5 14 8.5 12 C8.5 10 10 8.5 12 8.5 Z', ink: 'fill' }],
  sympathy: [{ d: 'M8.5 6 C11.8 6 14.5 8.7 14.5 12 C14.5 15.3 11.8 18 8.5 18 C5.2 18 2.5 15.3 2.5 12 C2.5 8.7 5.2 6 8.5 6 Z', stroke: 2.6, fill: false }, { d: 'M15.5 6 C18.8 6 21.5 8.7 21.5 12 C21.5 15.3 18.8 18 15.5 18 C12.2 18 9.5 15.3 9.5 12 C9.5 8.7 12.2 6 15.5 6 Z', stroke: 2.6, fill: false }],
  time: [{ d: 'M5.5 2.5 L18.5 2.5 L18.5 5 L13.6 12 L18.5 19 L18.5 21.5 L5.5 21.5 L5.5 19 L10.4 12 L5.5 5 Z' }, { d: 'M8.5 19.5 L12 15 L15.5 19.5 Z', ink: 'fill' }],
  basic: [{ d: 'M12 2.5 L21 12 L12 21.5 L3 12 Z' }, { d: 'M12 7.5 L16.5 12 L12 16.5 L7.5 12 Z', ink: 'fill' }],
  exhaust: [{ d: 'M4 13.5 L20 13.5 L20 21.5 L4 21.5 Z' }, { d: 'M5 11 Q5 3.5 12.5 3.5 L12.5 1.2 L17.5 5 L12.5 8.8 L12.5 6.5 Q8 6.5 8 11 Z' }],
  discard: [{ d: 'M7 2.5 L17 2.5 L17 21.5 L7 21.5 Z' }, { d: 'M9.3 8.3 L14.7 15.7 M14.7 8.3 L9.3 15.7', ink: 'fill', stroke: 2.2, fill: false }],
};

function placePath(d: string, cx: number, cy: number, scale: number): string {
  let i = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (v) => {
    const c = i++ % 2 === 0 ? cx : cy;
    return String(Math.round((c + (Number(v) - 12) * scale) * 100) / 100);
  });
}

/** A pip of radius r centred on (cx, cy): a coloured disc with a rim and its kind's icon. */
export function pipShapes(kind: PipKind, cx: number, cy: number, r: number): Shape[] {
  const c = pipColours(kind);
  const out: Shape[] = [
    { kind: 'circle', cx, cy: cy + r * 0.08, r: r * 1.04, fill: '#000000', alpha: 0.45 },
    { kind: 'circle', cx, cy, r, fill: { from: [0.3, 0], to: [0.7, 1], stops: [[0, c.fill], [1, mix(c.fill, '#000000', 0.38)]] }, stroke: c.rim, strokeWidth: Math.max(1.5, r * 0.12) },
  ];
  const scale = (r * 0.62) / 12;
  for (const part of icons[kind]) {
    const colour = part.ink === 'fill' ? c.fill : c.ink;
    const d = placePath(part.d, cx, cy, scale);
    out.push(part.fill === false ? { kind: 'path', d, stroke: colour, strokeWidth: (part.stroke ?? 2) * scale } : { kind: 'path', d, fill: colour });
  }
  return out;
}

