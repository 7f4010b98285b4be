import type { GameView } from '../../protocol/game';
import { diff, type Op as Operation } from './viewDiff';

/** The diff of `a` to `b` rooted at the document (paths as `compare` of fast-json-patch made them), and `b` as kept (viewDiff.ts). */
function compare(a: unknown, b: unknown, ops: Operation[]): unknown {
  return diff(a, b, '', ops);
}

/** View arrays that are sliding windows of a log (the last 100 messages, the whole game's card plays, which only grows). */
const WINDOWS = ['messages', 'cardLog'] as const;

/**
 * Ops turning window `a` into `b` when `b` is `a` slid along its log: drop k from the front, append
 * the rest. A positional diff would rewrite every entry once the window is full (each new message
 * shifts all 100), which made most large patches; null when `b` is not such a slide.
 */
function slide(path: string, a: unknown[], b: unknown[]): Operation[] | null {
  // Entries compared as JSON, each stringified once and only when needed (shared entries, such as the
  // card log's, are the same object from one view to the next).
  const as: (string | undefined)[] = [];
  const bs: (string | undefined)[] = [];
  const same = (i: number, j: number) => a[i] === b[j] || (as[i] ??= JSON.stringify(a[i])) === (bs[j] ??= JSON.stringify(b[j]));
  for (let k = 0; k <= a.length; k++) {
    const kept = a.length - k;
    if (kept > b.length) continue;
    let ok = true;
    for (let i = 0; i < kept && ok; i++) ok = same(k + i, i);
    if (!ok) continue;
    const ops: Operation[] = [];
    for (let i = 0; i < k; i++) ops.push({ op: 'remove', path: `${path}/0` });
    for (const x of b.slice(kept)) ops.push({ op: 'add', path: `${path}/-`, value: x });
    return ops;
  }
  return null;
}

/** The length of a view's JSON: what it weighs as a message. */
export function jsonLength(view: GameView): number {
  return JSON.stringify(view).length;
}

/**
 * RFC 6902 ops from one view to the next, as JSON will carry both (views are the engine's objects, not
 * JSON copies: viewDiff.ts): the log windows as slides, the rest as a JSON diff with card arrays keyed by
 * uuid. `kept` is the next view as the node keeps it for the next diff: JSON-equal to `next`, sharing
 * every unchanged part with `last` (viewDiff.ts says why).
 */
export function viewPatchKept(last: GameView, next: GameView): { ops: Operation[]; kept: GameView } {
  const strip = (v: GameView) => ({ ...v, messages: [], cardLog: [] });
  const ops: Operation[] = [];
  const kept = { ...(compare(strip(last), strip(next), ops) as GameView), messages: next.messages, cardLog: next.cardLog };
  for (const key of WINDOWS) {
    const a = last[key] as unknown[];
    const b = next[key] as unknown[];
    const slid = slide(`/${key}`, a, b);
    if (slid) ops.push(...slid);
    else compare({ [key]: a }, { [key]: b }, ops);
    // A window that did not move is kept as the one the viewer has: most actions add no card play, and a
    // new array per viewer per action outlived the young generation for nothing (viewDiff.ts says why).
    if (slid?.length === 0) Object.assign(kept, { [key]: a });
  }
  return { ops, kept };
}

/** The ops alone (viewPatchKept). */
export function viewPatch(last: GameView, next: GameView): Operation[] {
  return viewPatchKept(last, next).ops;
}
