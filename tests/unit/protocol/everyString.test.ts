import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isSchema, stringsIn } from './schemaWalk';

/**
 * Every string field of every schema exported by src/protocol (found by walking the schemas, so a
 * new module or field is covered without touching this test) refuses control characters and lone
 * surrogates, and has a maximum length.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../src/protocol/*.ts', { eager: true });

type Found = { where: string; schema: z.ZodString };
const found: Found[] = [];
for (const [file, mod] of Object.entries(modules)) {
  const name = file.replace(/^.*\//, '').replace(/\.ts$/, '');
  for (const [exported, value] of Object.entries(mod)) {
    const schemas = isSchema(value) ? [value] : typeof value === 'object' && value ? Object.values(value).filter(isSchema) : [];
    for (const s of schemas) for (const f of stringsIn(s)) found.push({ where: `${name}.${exported}${f.path}`, schema: f.schema });
  }
}

// One of each refused kind: NUL, a C0 control, vertical tab, DEL, a C1 control, both lone surrogates.
const refused = ['\u0000', '\u0001', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff'];

describe('every string in src/protocol', () => {
  it('finds the string fields of every module (the walk reaches into objects, unions, tuples and records)', () => {
    const files = new Set(found.map((f) => f.where.split('.')[0]));
    for (const m of ['account', 'admin', 'cards', 'common', 'crash', 'decks', 'game', 'lobby', 'results', 'sockets']) expect(files).toContain(m);
    expect(found.length).toBeGreaterThan(200);
  });

  it('has a maximum length', () => {
    const unbounded = found.filter((f) => f.schema.maxLength === null || f.schema.maxLength > 8 * 1024 * 1024).map((f) => f.where);
    expect(unbounded).toEqual([]);
  });

  it('refuses control characters and lone surrogates', () => {
    const letting: string[] = [];
    for (const f of found) {
      for (const c of refused) {
        // A value that is otherwise as plain as possible: the field's own checks (formats, minimums) may refuse it
        // too, which is fine; what must never happen is that it passes.
        if (f.schema.safeParse(`ab${c}cd`).success) letting.push(`${f.where} lets ${JSON.stringify(c)} through`);
      }
    }
    expect(letting).toEqual([]);
  });
});
