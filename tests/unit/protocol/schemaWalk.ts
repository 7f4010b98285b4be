import type { z } from 'zod';

/** Internal shape of a zod 4 schema's definition, enough to walk into its children. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every string schema reachable from `schema`, with the path that leads to it. A pipe is walked on
 * its input side only: that is what meets outside data (the output side checks what the input made).
 */
export function stringsIn(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): { path: string; schema: z.ZodString }[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: z.ZodType | null | undefined, p: string) => (child ? stringsIn(child, p, seen) : []);
  switch (def.type) {
    case 'string':
      return [{ path: path || '(root)', schema: schema as z.ZodString }];
    case 'object':
      return [...Object.entries(def.shape ?? {}).flatMap(([k, v]) => walk(v, `${path}.${k}`)), ...walk(def.catchall, `${path}.*`)];
    case 'array':
    case 'set':
      return walk(def.element ?? def.valueType, `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
    case 'promise':
      return walk(def.innerType, path);
    case 'union':
      return (def.options ?? []).flatMap((o, i) => walk(o, `${path}|${i}`));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'tuple':
      return [...(def.items ?? []).flatMap((it, i) => walk(it, `${path}[${i}]`)), ...walk(def.rest, `${path}[...]`)];
    case 'record':
    case 'map':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'pipe':
      return walk(def.in, path);
    case 'lazy':
      return walk(def.getter?.(), path);
    default:
      return [];
  }
}

/** Whether a value is a zod schema (exports of protocol modules are schemas, constants and functions). */
export function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}
