/**
 * RFC 6902 operations from one view to the next, with arrays of cards keyed by their uuid: a card
 * leaving the front of a pile is one `remove`, and one joining it is one `add`, where a positional diff
 * rewrote every card behind it (most of the bytes of a patch were such shifts: docs/benchmarks.md,
 * issue 19). The operations are plain RFC 6902, so the browser applies them as before
 * (protocol/jsonPatch.ts). A patch is made from two views the viewer receives whole anyway, so it tells
 * them nothing their views do not: a face-down card's uuid that tracks nothing keeps tracking nothing.
 *
 * The views are the engine's objects as made, not copies through JSON: a member whose value is
 * undefined is absent, as JSON.stringify will send it (a `target: undefined` is no member the client
 * holds, so it is never `replace`d), and an undefined array entry is null. Parts a view shares with the
 * engine's state (which the engine never changes: engine/clone.ts) are equal by reference and skipped.
 */
export type Op = { op: 'add' | 'remove' | 'replace'; path: string; value?: unknown };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const escape = (k: string) => (/[~/]/.test(k) ? k.replace(/~/g, '~0').replace(/\//g, '~1') : k);

/** Appends to `ops` what turns `a` into `b` as JSON will carry them (see above). */
export function diff(a: unknown, b: unknown, path: string, ops: Op[]): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) return keyed(a, b, path, ops) ? undefined : positional(a, b, path, ops);
  if (isObject(a) && isObject(b)) {
    for (const k of Object.keys(a)) if (a[k] !== undefined && b[k] === undefined) ops.push({ op: 'remove', path: `${path}/${escape(k)}` });
    for (const k of Object.keys(b)) {
      const next = b[k];
      if (next === undefined) continue;
      const was = a[k];
      if (was === undefined) ops.push({ op: 'add', path: `${path}/${escape(k)}`, value: next });
      else diff(was, next, `${path}/${escape(k)}`, ops);
    }
    return;
  }
  ops.push({ op: 'replace', path, value: b });
}

/** An array entry as JSON carries it. */
const entry = (x: unknown) => (x === undefined ? null : x);

function positional(a: unknown[], b: unknown[], path: string, ops: Op[]): void {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) diff(entry(a[i]), entry(b[i]), `${path}/${i}`, ops);
  for (let i = a.length - 1; i >= n; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
  for (let i = n; i < b.length; i++) ops.push({ op: 'add', path: `${path}/${i}`, value: entry(b[i]) });
}

/** The uuids of an array of cards, or null when it is not one (a uuid missing or repeated). */
function uuids(xs: unknown[]): string[] | null {
  const out: string[] = [];
  for (const x of xs) {
    const u = isObject(x) ? x.uuid : undefined;
    if (typeof u !== 'string') return null;
    out.push(u);
  }
  return new Set(out).size === out.length ? out : null;
}

/**
 * Cards by uuid: removes (from the back, so indices hold), then adds and the kept cards' own changes
 * in the new order. False (nothing emitted) when either side is not a card array, when the kept cards
 * changed order (a shuffle: the positional diff is as good), or when few are kept.
 */
function keyed(a: unknown[], b: unknown[], path: string, ops: Op[]): boolean {
  if (!a.length || !b.length) return false;
  const ka = uuids(a);
  const kb = ka && uuids(b);
  if (!ka || !kb) return false;
  const inB = new Set(kb);
  const inA = new Set(ka);
  const kept = ka.filter((u) => inB.has(u));
  if (kept.length * 2 < Math.min(a.length, b.length)) return false;
  const keptInB = kb.filter((u) => inA.has(u));
  for (let i = 0; i < kept.length; i++) if (kept[i] !== keptInB[i]) return false;
  for (let i = a.length - 1; i >= 0; i--) if (!inB.has(ka[i])) ops.push({ op: 'remove', path: `${path}/${i}` });
  const byUuid = new Map(ka.map((u, i) => [u, a[i]]));
  for (let j = 0; j < b.length; j++) {
    const was = byUuid.get(kb[j]);
    if (was === undefined || !inB.has(kb[j]) || !inA.has(kb[j])) ops.push({ op: 'add', path: `${path}/${j}`, value: b[j] });
    else diff(was, b[j], `${path}/${j}`, ops);
  }
  return true;
}
