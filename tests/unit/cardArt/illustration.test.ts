import { describe, expect, it } from 'vitest';
import { illustration, type Box } from '../../../src/cardArt/illustration';
import { catalog } from '../../../src/engine/catalog';
import type { Shape } from '../../../src/cardArt/shapes';

const box: Box = { x: 10, y: 60, w: 280, h: 200 };

/** Every coordinate a shape reaches, to check it stays inside the box. */
function extent(s: Shape): Array<[number, number]> {
  switch (s.kind) {
    case 'rect':
      return [[s.x, s.y], [s.x + s.w, s.y + s.h]];
    case 'circle':
      return [[s.cx - s.r, s.cy - s.r], [s.cx + s.r, s.cy + s.r]];
    case 'ellipse':
      return [[s.cx - s.rx, s.cy - s.ry], [s.cx + s.rx, s.cy + s.ry]];
    case 'poly':
      return s.points.flatMap((v, i) => (i % 2 ? [] : [[v, s.points[i + 1]] as [number, number]]));
    case 'path': {
      const n = s.d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      return n.flatMap((v, i) => (i % 2 ? [] : [[v, n[i + 1]] as [number, number]]));
    }
    default:
      return [];
  }
}

describe('the generated illustration', () => {
  it('is the same picture every time for the same card', () => {
    for (const c of catalog) expect(illustration(c, box)).toEqual(illustration({ ...c }, box));
  });

  it('differs from card to card, even between cards of one magic and type', () => {
    const drawn = new Set(catalog.map((c) => JSON.stringify(illustration(c, box))));
    expect(drawn.size).toBe(catalog.length);
    const units = catalog.filter((c) => c.type === 'character' && c.magic === 'natural');
    expect(units.length).toBeGreaterThan(1);
    expect(JSON.stringify(illustration(units[0], box))).not.toBe(JSON.stringify(illustration(units[1], box)));
  });

  it('draws a subject of the card type and a scene of its magic, not one symbol per colour', () => {
    const id = 'same-seed';
    const asChampion = illustration({ id, type: 'Champion', magic: 'natural' }, box);
    const asReaction = illustration({ id, type: 'Reaction', magic: 'natural' }, box);
    const asTime = illustration({ id, type: 'Champion', magic: 'time' }, box);
    expect(JSON.stringify(asChampion)).not.toBe(JSON.stringify(asReaction));
    expect(JSON.stringify(asChampion)).not.toBe(JSON.stringify(asTime));
    // A picture, not an emblem: dozens of shapes.
    for (const c of catalog) expect(illustration(c, box).length).toBeGreaterThan(12);
  });

  it('keeps every shape inside its box, so no renderer needs a mask', () => {
    for (const c of catalog)
      for (const s of illustration(c, box))
        for (const [x, y] of extent(s)) {
          expect(x).toBeGreaterThanOrEqual(box.x - 0.05);
          expect(x).toBeLessThanOrEqual(box.x + box.w + 0.05);
          expect(y).toBeGreaterThanOrEqual(box.y - 0.05);
          expect(y).toBeLessThanOrEqual(box.y + box.h + 0.05);
        }
  });
});
