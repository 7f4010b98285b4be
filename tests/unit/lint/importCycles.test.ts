import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../support/importGraph';

describe('the import graph of src/ and statecharts/', () => {
  it('has no circles (type-only imports included)', () => {
    const cycles = importCycles(importGraph(process.cwd(), ['src', 'statecharts']));
    expect(cycles.map((c) => c.join(' -> '))).toEqual([]);
  });

  it('finds a circle when there is one (the check itself can fail)', () => {
    const graph = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', ['a.ts']]]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
