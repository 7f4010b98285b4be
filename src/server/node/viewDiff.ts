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

/**
 * Appends to `ops` what turns `a` into `b` as JSON will carry them (see above), and returns `b` as the
 * node keeps it for the next diff: every part equal to `a`'s is `a`'s own object. The viewer's last view
 * lives seconds, so its objects outlive the young generation; sharing the unchanged parts with the view
 * before means only what changed is new to the old generation, where a whole new view per viewer per
 * action was (docs/benchmarks.md, issue 19: garbage collection). JSON-equal to `b` by construction.
 */
export function diff(a: unknown, b: unknown, path: string, ops: Op[]): unknown {
  if (a === b) return a;
  if (Array.isArray(a) && Array.isArray(b)) return keyed(a, b, path, ops) ?? positional(a, b, path, ops);
  if (isObject(a) && isObject(b)) {
    const before = ops.length;
    for (const k of Object.keys(a)) if (a[k] !== undefined && b[k] === undefined) ops.push({ op: 'remove', path: `${path}/${escape(k)}` });
    const kept: Record<string, unknown> = {};
    for (const k of Object.keys(b)) {
      const next = b[k];
      if (next === undefined) continue;
      const was = a[k];
      if (was === undefined) {
        ops.push({ op: 'add', path: `${path}/${escape(k)}`, value: next });
        kept[k] = next;
      } else kept[k] = diff(was, next, `${path}/${escape(k)}`, ops);
    }
    return ops.length === before ? a : kept;
  }
  ops.push({ op: 'replace', path, value: b });
  return b;
}

/** An array entry as JSON carries it. */
const entry = (x: unknown) => (x === undefined ? null : x);

function positional(a: unknown[], b: unknown[], path: string, ops: Op[]): unknown[] {
  const before = ops.length;
  const n = Math.min(a.length, b.length);
  const kept: unknown[] = [];
  for (let i = 0; i < n; i++) kept.push(diff(entry(a[i]), entry(b[i]), `${path}/${i}`, ops));
  for (let i = a.length - 1; i >= n; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
  for (let i = n; i < b.length; i++) {
    ops.push({ op: 'add', path: `${path}/${i}`, value: entry(b[i]) });
    kept.push(entry(b[i]));
  }
  return ops.length === before ? a : kept;
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
 * in the new order, returning the array as kept. Null (nothing emitted) when either side is not a card
 * array, when the kept cards changed order (a shuffle: the positional diff is as good), or when few are kept.
 */
function keyed(a: unknown[], b: unknown[], path: string, ops: Op[]): unknown[] | null {
  if (!a.length || !b.length) return null;
  const ka = uuids(a);
  const kb = ka && uuids(b);
  if (!ka || !kb) return null;
  const inB = new Set(kb);
  const inA = new Set(ka);
  const kept = ka.filter((u) => inB.has(u));
  if (kept.length * 2 < Math.min(a.length, b.length)) return null;
  const keptInB = kb.filter((u) => inA.has(u));
  for (let i = 0; i < kept.length; i++) if (kept[i] !== keptInB[i]) return null;
  const before = ops.length;
  for (let i = a.length - 1; i >= 0; i--) if (!inB.has(ka[i])) ops.push({ op: 'remove', path: `${path}/${i}` });
  const byUuid = new Map(ka.map((u, i) => [u, a[i]]));
  const out: unknown[] = [];
  for (let j = 0; j < b.length; j++) {
    const was = byUuid.get(kb[j]);
    if (was === undefined || !inB.has(kb[j]) || !inA.has(kb[j])) {
      ops.push({ op: 'add', path: `${path}/${j}`, value: b[j] });
      out.push(b[j]);
    } else out.push(diff(was, b[j], `${path}/${j}`, ops));
  }
  return ops.length === before ? a : out;
}
