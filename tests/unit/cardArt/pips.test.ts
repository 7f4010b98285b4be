import { describe, expect, it } from 'vitest';
import { pipColours, pipKindOf, pipKinds, pipMeaning, pipShapes, pipsOf } from '../../../src/cardArt/pips';
import { CostPart, magicTypes } from '../../../src/protocol/cards';
import { catalog } from '../../../src/engine/catalog';

describe('cost pips', () => {
  it('have a pip for every cost kind of the protocol and every magic', () => {
    const kinds = CostPart.shape.kind.options;
    for (const kind of kinds) {
      if (kind === 'magic') for (const magic of magicTypes) expect(pipKindOf({ kind, magic, count: 1 })).toBe(magic);
      else expect(pipKindOf({ kind, count: 1 })).toBe(kind);
    }
    expect(new Set(pipKinds)).toEqual(new Set([...magicTypes, ...kinds.filter((k) => k !== 'magic')]));
  });

  it('give every pip its own icon, colours and legend entry', () => {
    const icons = new Set<string>();
    const looks = new Set<string>();
    for (const kind of pipKinds) {
      const shapes = pipShapes(kind, 0, 0, 10);
      expect(shapes.length).toBeGreaterThanOrEqual(3);
      icons.add(JSON.stringify(shapes.slice(2)));
      looks.add(JSON.stringify(pipColours(kind)));
      expect(pipMeaning[kind].name.length).toBeGreaterThan(0);
      expect(pipMeaning[kind].pays.length).toBeGreaterThan(0);
    }
    expect(icons.size).toBe(pipKinds.length);
    expect(looks.size).toBe(pipKinds.length);
  });

  it('turn a cost into one pip per die, in order', () => {
    expect(pipsOf([{ kind: 'magic', magic: 'time', count: 2 }, { kind: 'basic', count: 1 }, { kind: 'exhaust', count: 1 }])).toEqual(['time', 'time', 'basic', 'exhaust']);
    expect(pipsOf(undefined)).toEqual([]);
    for (const c of catalog) expect(pipsOf(c.cost).length).toBe(c.cost.reduce((n, p) => n + p.count, 0));
  });
});
