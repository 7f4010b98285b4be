import fc from 'fast-check';

/**
 * Generators of hostile input for the fuzz suite: strings with control characters, lone
 * surrogates, prototype keys and huge lengths; values of the wrong type; deep nesting; and
 * mutations of plausible payloads (a field missing, a field added, a field of the wrong type).
 */

/** Keys that have bitten JavaScript servers before. */
export const protoKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const controls = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f', '\n', '\r', '\t', '\u2028', '\ufeff');
const surrogates = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\ud83d');

/** A string a validator might not expect: empty, controls, surrogates, injections, prototype words, or long. */
export const weirdString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), controls, fc.string({ maxLength: 10 })).map(([a, c, b]) => a + c + b) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 5 }), surrogates).map(([a, s]) => a + s) },
  { weight: 2, arbitrary: fc.constantFrom(...protoKeys) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '-1',
      '0',
      'NaN',
      'null',
      'undefined',
      'true',
      "' OR '1'='1",
      '"; DROP TABLE users; --',
      '../../../../etc/passwd',
      '%00',
      '%2e%2e%2f',
      '<script>alert(1)</script>',
      '${7*7}',
      '00000000-0000-0000-0000-000000000000',
      '9999999999999999999999',
      '1e400',
      '😀'.repeat(40),
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 65, max: 5000 }).map((n) => 'x'.repeat(n)) },
);

/** A number a validator might not expect. */
export const weirdNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, -0, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 53) - 1, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER),
);

/** Arrays or objects nested `depth` levels deep. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
}

/** An object with an own property named by a prototype key (a literal `{ __proto__: x }` would set the prototype instead). */
export function withOwnKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Field names of the protocol, so generated objects often hold keys a handler reads. */
const fieldNames = [
  'username', 'password', 'email', 'token', 'name', 'id', 'uuid', 'deckName', 'notes', 'champions', 'cards', 'dicepool',
  'permissions', 'disabled', 'verified', 'isAdmin', 'settings', 'optionSettings', 'avatar', 'captcha', 'newPassword',
  'command', 'stateId', 'text', 'action', 'gameId', 'ip', 'favourite', 'isPublic', 'userToChange', 'add', 'remove',
  'message', 'source', 'breadcrumbs', 'resync', 'deckId', 'origin', 'code', 'state', 'count', 'magic', 'page', 'gameFormat',
];
const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: fc.constantFrom(...protoKeys) }, { weight: 2, arbitrary: weirdString.filter((s) => s.length < 200) });

/** Any JSON-able value of any type, with hostile leaves and keys, shallow or a little nested. */
export const weirdValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    { weight: 3, arbitrary: weirdString },
    { weight: 2, arbitrary: weirdNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 5 }) },
    {
      weight: 2,
      arbitrary: fc.array(fc.tuple(key, tie('value')), { maxLength: 6 }).map((entries) => entries.reduce<Record<string, unknown>>((o, [k, v]) => withOwnKey(o, k, v), {})),
    },
  ),
})).value;

/** Deep, wide or long values: up to a thousand levels of nesting, long arrays, many keys, strings of 100,000 characters and more. */
export const bigValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(100_000, 300_000).map((n) => 'y'.repeat(n)),
  fc.integer({ min: 50, max: 1000 }).map((d) => nested(d, 'array')),
  fc.integer({ min: 50, max: 1000 }).map((d) => nested(d, 'object')),
  fc.integer({ min: 1000, max: 10_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.integer({ min: 100, max: 1000 }).map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']))),
);

/**
 * A plausible payload made hostile once: one field removed, added (a prototype key, a stray
 * name), or replaced by a value of any type.
 */
export function mutate(template: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(template);
  const fields = keys.length ? fc.constantFrom(...keys) : fc.constant('x');
  return fc.oneof(
    fields.map((k) => {
      const copy = { ...template };
      delete copy[k];
      return copy;
    }),
    fc.tuple(key, weirdValue).map(([k, v]) => withOwnKey(template, k, v)),
    fc.tuple(fields, weirdValue).map(([k, v]) => withOwnKey(template, k, v)),
    fc.tuple(fields, weirdString).map(([k, v]) => withOwnKey(template, k, v)),
    fc.tuple(fields, bigValue).map(([k, v]) => withOwnKey(template, k, v)),
    fc.tuple(fc.constantFrom(...protoKeys), fc.constantFrom<unknown>({ isAdmin: true }, { polluted: 'yes' }, null, 'x')).map(([k, v]) => withOwnKey(template, k, v)),
  );
}

/** Argument lists of a socket event: hostile values, a mutated template, too few or too many. */
export function socketArgs(templates: unknown[][]): fc.Arbitrary<unknown[]> {
  const fromTemplate = templates.length
    ? fc.constantFrom(...templates).chain((args) =>
        fc.oneof(
          // One argument replaced.
          fc.tuple(fc.nat({ max: Math.max(0, args.length - 1) }), fc.oneof(weirdValue, weirdString, bigValue)).map(([i, v]) => args.map((a, j) => (j === i ? v : a))),
          // An object argument mutated.
          fc.nat({ max: Math.max(0, args.length - 1) }).chain((i) => {
            const a = args[i];
            if (!a || typeof a !== 'object' || Array.isArray(a)) return fc.constant<unknown[]>([...args, 'extra']);
            return mutate(a as Record<string, unknown>).map((m) => args.map((x, j) => (j === i ? m : x)));
          }),
          // Missing or extra arguments.
          fc.constant(args.slice(0, -1)),
          weirdValue.map((v) => [...args, v]),
        ),
      )
    : fc.constant<unknown[]>([]);
  const loose: fc.Arbitrary<unknown[]> = fc.array(weirdValue, { minLength: 1, maxLength: 4 });
  const big: fc.Arbitrary<unknown[]> = bigValue.map((v) => [v]);
  return fc.oneof({ weight: 3, arbitrary: fromTemplate }, { weight: 2, arbitrary: loose }, { weight: 1, arbitrary: big });
}
