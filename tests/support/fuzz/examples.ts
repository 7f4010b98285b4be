import type { z } from 'zod';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  defaultValue?: unknown;
};
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const MAX = 40;

/**
 * Plausible values of a schema, for the fuzz suite to start from and then break: every option of
 * a union, every value of an enum, each string field filled with each of `strings` in turn. Not
 * always valid (a string may fail its field's format); that only makes the fuzzing wider.
 */
export function examples(schema: z.ZodType, strings: string[]): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return strings;
    case 'number':
    case 'int':
      return [1, 0];
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    case 'literal':
      return def.values ?? [];
    case 'enum':
      return Object.values(def.entries ?? {}).slice(0, MAX);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return examples(def.innerType!, strings);
    case 'pipe':
      return examples(def.in!, strings);
    case 'union':
      return (def.options ?? []).flatMap((o) => examples(o, strings)).slice(0, MAX);
    case 'array':
      return [[], ...examples(def.element!, strings).slice(0, 3).map((v) => [v])];
    case 'record':
      return [{}, Object.fromEntries(examples(def.valueType!, strings).slice(0, 1).map((v) => ['k', v]))];
    case 'tuple':
      return combine((def.items ?? []).map((it) => examples(it, strings))).map((parts) => parts);
    case 'object': {
      const keys = Object.keys(def.shape ?? {});
      return combine(keys.map((k) => examples(def.shape![k], strings))).map((parts) => Object.fromEntries(keys.map((k, i) => [k, parts[i]])));
    }
    default:
      return [null];
  }
}

/** A few combinations: the first example of every part, then each part's other examples in turn. */
function combine(parts: unknown[][]): unknown[][] {
  const base = parts.map((p) => p[0]);
  const out: unknown[][] = [base];
  parts.forEach((p, i) => {
    for (const v of p.slice(1)) if (out.length < MAX) out.push(base.map((b, j) => (j === i ? v : b)));
  });
  return out;
}
