/**
 * RFC 6902 (JSON Patch) applied without touching its input: every container on an operation's path
 * is copied once (shallow) before it is changed, so the result shares every untouched branch with
 * the document it came from and the document itself never changes, whether the patch applies or not.
 * Written here rather than imported so that the protocol needs nothing but zod, and so that both
 * sides (the browser and the test client) apply patches by exactly the same rules.
 */

export type PatchOperation = { op: string; path: string; value?: unknown; from?: string };
export type PatchApplied<T> = { ok: true; doc: T } | { ok: false; reason: string };

type Container = Record<string, unknown> | unknown[];

class PatchError extends Error {}
const fail = (reason: string): never => {
  throw new PatchError(reason);
};

const isContainer = (x: unknown): x is Container => typeof x === 'object' && x !== null;

/** RFC 6901: '' is the whole document; otherwise '/'-separated tokens with ~1 for '/' and ~0 for '~'. */
function tokens(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) fail(`bad path '${pointer}'`);
  return pointer
    .slice(1)
    .split('/')
    .map((t) => {
      if (/~[^01]|~$/.test(t)) fail(`bad escape in path '${pointer}'`);
      // A view never has this key; writing it would change an object's prototype.
      if (t === '__proto__') fail(`forbidden key in path '${pointer}'`);
      return t.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

/** An array index token: digits without a leading zero, below `limit` (inclusive for an add). */
function index(arr: unknown[], token: string, inclusive: boolean): number {
  if (!/^(0|[1-9]\d*)$/.test(token)) fail(`bad array index '${token}'`);
  const i = Number(token);
  if (i > arr.length || (!inclusive && i === arr.length)) fail(`array index ${i} out of range`);
  return i;
}

function child(c: Container, token: string): unknown {
  if (Array.isArray(c)) return c[index(c, token, false)];
  if (!Object.hasOwn(c, token)) fail(`no member '${token}'`);
  return c[token];
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => equal(x, (b as unknown[])[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && equal(a[k], (b as Record<string, unknown>)[k]));
}

const deepCopy = (x: unknown): unknown => (isContainer(x) ? (JSON.parse(JSON.stringify(x)) as unknown) : x);

/** One application: the working root and the containers it has already copied (and may change). */
class Draft {
  private own = new Set<object>();
  constructor(public root: unknown) {}

  private writable(c: Container): Container {
    if (this.own.has(c)) return c;
    const copy: Container = Array.isArray(c) ? c.slice() : { ...c };
    this.own.add(copy);
    return copy;
  }

  get(path: string): unknown {
    let at = this.root;
    for (const t of tokens(path)) {
      if (!isContainer(at)) fail(`path '${path}' goes through a value`);
      at = child(at as Container, t);
    }
    return at;
  }

  /** Copies the containers down to the parent of the path's last token and returns that parent. */
  private parentOf(ts: string[], path: string): Container {
    if (!isContainer(this.root)) fail(`path '${path}' goes through a value`);
    let at = this.writable(this.root as Container);
    this.root = at;
    for (const t of ts.slice(0, -1)) {
      const next = child(at, t);
      if (!isContainer(next)) fail(`path '${path}' goes through a value`);
      const copy = this.writable(next as Container);
      if (Array.isArray(at)) at[Number(t)] = copy;
      else at[t] = copy;
      at = copy;
    }
    return at;
  }

  add(path: string, value: unknown): void {
    const ts = tokens(path);
    if (!ts.length) return void (this.root = value);
    const parent = this.parentOf(ts, path);
    const last = ts[ts.length - 1];
    if (!Array.isArray(parent)) parent[last] = value;
    else if (last === '-') parent.push(value);
    else parent.splice(index(parent, last, true), 0, value);
  }

  remove(path: string): void {
    const ts = tokens(path);
    if (!ts.length) fail('cannot remove the whole document');
    const parent = this.parentOf(ts, path);
    const last = ts[ts.length - 1];
    if (Array.isArray(parent)) parent.splice(index(parent, last, false), 1);
    else {
      child(parent, last);
      delete parent[last];
    }
  }

  replace(path: string, value: unknown): void {
    const ts = tokens(path);
    if (!ts.length) return void (this.root = value);
    const parent = this.parentOf(ts, path);
    const last = ts[ts.length - 1];
    child(parent, last);
    if (Array.isArray(parent)) parent[Number(last)] = value;
    else parent[last] = value;
  }
}

function run(d: Draft, o: PatchOperation): void {
  const needsValue = o.op === 'add' || o.op === 'replace' || o.op === 'test';
  if (needsValue && !('value' in o)) fail(`'${o.op}' without a value`);
  const from = (): string => (typeof o.from === 'string' ? o.from : fail(`'${o.op}' without from`));
  switch (o.op) {
    case 'add':
      return d.add(o.path, o.value);
    case 'remove':
      return d.remove(o.path);
    case 'replace':
      return d.replace(o.path, o.value);
    case 'test':
      if (!equal(d.get(o.path), o.value)) fail(`test failed at '${o.path}'`);
      return;
    case 'move': {
      const f = from();
      if (o.path.startsWith(`${f}/`)) fail(`cannot move '${f}' into itself`);
      const value = d.get(f);
      d.remove(f);
      return d.add(o.path, value);
    }
    case 'copy':
      // A copy is a new value: sharing it would let a later change through one path show at the other.
      return d.add(o.path, deepCopy(d.get(from())));
    default:
      fail(`unknown op '${o.op}'`);
  }
}

/** Applies the operations in order; any failing one fails the whole patch, and `doc` is never changed. */
export function applyOperations<T>(doc: T, ops: readonly PatchOperation[]): PatchApplied<T> {
  const d = new Draft(doc);
  try {
    for (const o of ops) run(d, o);
  } catch (e) {
    // Anything else (a value nested too deeply to copy, say) is a patch that did not apply, too.
    return { ok: false, reason: e instanceof PatchError ? e.message : 'the patch could not be applied' };
  }
  return { ok: true, doc: d.root as T };
}
