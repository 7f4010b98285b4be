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
/** A JSON Pointer step: an array index as is, a member name escaped. */
const segment = (s: string | number) => `/${typeof s === 'number' ? s : escape(s)}`;

/**
 * Where the walk is: the ops so far and the path to the current value as segments. A path's string is
 * made only when an op is emitted: building one per compared member (with its escape) was most of a
 * diff's time, and nearly every member compared is unchanged (bench/broadcast.ts, issue 19).
 */
class Walk {
  readonly segments: (string | number)[] = [];
  constructor(
    readonly ops: Op[],
    private readonly prefix: string,
  ) {}

  path(last?: string | number): string {
    let p = this.prefix;
    for (const s of this.segments) p += segment(s);
    return last === undefined ? p : p + segment(last);
  }

  into(a: unknown, b: unknown, key: string | number): unknown {
    this.segments.push(key);
    const kept = walk(a, b, this);
    this.segments.pop();
    return kept;
  }
}

/**
 * Appends to `ops` what turns `a` into `b` as JSON will carry them (see above), and returns `b` as the
 * node keeps it for the next diff: every part equal to `a`'s is `a`'s own object, but for a changed card,
 * kept as `b`'s (members says why). The viewer's last view
 * lives seconds, so its objects outlive the young generation; sharing the unchanged parts with the view
 * before means only what changed is new to the old generation, where a whole new view per viewer per
 * action was (docs/benchmarks.md, issue 19: garbage collection). JSON-equal to `b` by construction.
 */
export function diff(a: unknown, b: unknown, path: string, ops: Op[]): unknown {
  return walk(a, b, new Walk(ops, path));
}

/** diff at the walk's current path. A part returned as `a` itself emitted no op, and only such a part. */
function walk(a: unknown, b: unknown, w: Walk): unknown {
  if (a === b) return a;
  if (Array.isArray(a) && Array.isArray(b)) return keyed(a, b, w) ?? positional(a, b, w);
  if (isObject(a) && isObject(b)) return members(a, b, w);
  w.ops.push({ op: 'replace', path: w.path(), value: b });
  return b;
}

/** An object's members; its kept copy is made only once a member changed (most objects compared did not). */
function members(a: Record<string, unknown>, b: Record<string, unknown>, w: Walk): unknown {
  const before = w.ops.length;
  for (const k of Object.keys(a)) if (a[k] !== undefined && b[k] === undefined) w.ops.push({ op: 'remove', path: w.path(k) });
  const keys = Object.keys(b);
  let kept: Record<string, unknown> | null = w.ops.length === before ? null : {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const next = b[k];
    if (next === undefined) continue;
    const was = a[k];
    let part: unknown;
    if (was === undefined) {
      w.ops.push({ op: 'add', path: w.path(k), value: next });
      part = next;
    } else part = w.into(was, next, k);
    if (kept === null && part !== was) {
      // The first change: every member before it was unchanged, so kept as `a`'s own.
      kept = {};
      for (let j = 0; j < i; j++) if (b[keys[j]] !== undefined) kept[keys[j]] = a[keys[j]];
    }
    if (kept !== null) kept[k] = part;
  }
  // A card that changed is kept as the new view's own card: the game node's views reuse a card's view
  // while nothing it is made of changes (engine/cardViewMemo.ts), and only the object the viewer holds is
  // skipped by reference at the next diff. Its parts are the card's definition's, shared anyway.
  if (kept !== null && typeof b.uuid === 'string') return b;
  return kept ?? a;
}

/** An array entry as JSON carries it. */
const entry = (x: unknown) => (x === undefined ? null : x);

function positional(a: unknown[], b: unknown[], w: Walk): unknown[] {
  const before = w.ops.length;
  const n = Math.min(a.length, b.length);
  let kept: unknown[] | null = null;
  for (let i = 0; i < n; i++) {
    const was = entry(a[i]);
    const part = w.into(was, entry(b[i]), i);
    if (kept === null && part !== was) kept = a.slice(0, i).map(entry);
    if (kept !== null) kept.push(part);
  }
  for (let i = a.length - 1; i >= n; i--) w.ops.push({ op: 'remove', path: w.path(i) });
  if (w.ops.length === before && b.length === n) return a;
  kept ??= a.slice(0, n).map(entry);
  for (let i = n; i < b.length; i++) {
    w.ops.push({ op: 'add', path: w.path(i), value: entry(b[i]) });
    kept.push(entry(b[i]));
  }
  return kept;
}

const uuidOf = (x: unknown): unknown => (isObject(x) ? x.uuid : undefined);

/** The uuids of an array of cards, or null when it is not one (a uuid missing or repeated). */
function uuids(xs: unknown[]): string[] | null {
  const out: string[] = [];
  for (const x of xs) {
    const u = uuidOf(x);
    if (typeof u !== 'string') return null;
    out.push(u);
  }
  return new Set(out).size === out.length ? out : null;
}

/** The same cards in the same order (the common case: a pile nothing joined or left): the positional diff is the keyed one. */
function sameCards(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const u = uuidOf(a[i]);
    if (typeof u !== 'string' || u !== uuidOf(b[i])) return false;
  }
  return true;
}

/**
 * Cards by uuid: removes (from the back, so indices hold), then adds and the kept cards' own changes
 * in the new order, returning the array as kept. Null (nothing emitted) when either side is not a card
 * array, when the kept cards changed order (a shuffle: the positional diff is as good), or when few are kept.
 */
function keyed(a: unknown[], b: unknown[], w: Walk): unknown[] | null {
  if (!a.length || !b.length || sameCards(a, b)) return null;
  const ka = uuids(a);
  const kb = ka && uuids(b);
  if (!ka || !kb) return null;
  const inB = new Set(kb);
  const inA = new Set(ka);
  const kept = ka.filter((u) => inB.has(u));
  if (kept.length * 2 < Math.min(a.length, b.length)) return null;
  const keptInB = kb.filter((u) => inA.has(u));
  for (let i = 0; i < kept.length; i++) if (kept[i] !== keptInB[i]) return null;
  const before = w.ops.length;
  for (let i = a.length - 1; i >= 0; i--) if (!inB.has(ka[i])) w.ops.push({ op: 'remove', path: w.path(i) });
  const byUuid = new Map(ka.map((u, i) => [u, a[i]]));
  const out: unknown[] = [];
  for (let j = 0; j < b.length; j++) {
    const was = byUuid.get(kb[j]);
    if (was === undefined || !inB.has(kb[j]) || !inA.has(kb[j])) {
      w.ops.push({ op: 'add', path: w.path(j), value: b[j] });
      out.push(b[j]);
    } else out.push(w.into(was, b[j], j));
  }
  return w.ops.length === before ? a : out;
}
