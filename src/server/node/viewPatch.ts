import type { GameView } from '../../protocol/game';
import { diff, type Op as Operation } from './viewDiff';

/** The diff of `a` to `b` rooted at the document (paths as `compare` of fast-json-patch made them). */
function compare(a: unknown, b: unknown): Operation[] {
  const ops: Operation[] = [];
  diff(a, b, '', ops);
  return ops;
}

/** View arrays that are sliding windows of a log (the last 100 messages, the whole game's card plays, which only grows). */
const WINDOWS = ['messages', 'cardLog'] as const;

/**
 * Ops turning window `a` into `b` when `b` is `a` slid along its log: drop k from the front, append
 * the rest. A positional diff would rewrite every entry once the window is full (each new message
 * shifts all 100), which made most large patches; null when `b` is not such a slide.
 */
function slide(path: string, a: unknown[], b: unknown[]): Operation[] | null {
  const as = a.map((x) => JSON.stringify(x));
  const bs = b.map((x) => JSON.stringify(x));
  for (let k = 0; k <= as.length; k++) {
    const kept = as.length - k;
    if (kept > bs.length) continue;
    let same = true;
    for (let i = 0; i < kept && same; i++) same = as[k + i] === bs[i];
    if (!same) continue;
    const ops: Operation[] = [];
    for (let i = 0; i < k; i++) ops.push({ op: 'remove', path: `${path}/0` });
    for (const x of b.slice(kept)) ops.push({ op: 'add', path: `${path}/-`, value: x });
    return ops;
  }
  return null;
}

/**
 * A view as the client will hold it: its JSON, where a member whose value is undefined does not exist.
 * Patches must be made between views in this form: a diff of the engine's objects saw `target: undefined`
 * as a member and sent `replace /attack/target`, which a client (holding no such member) cannot apply,
 * so every such patch cost a resync.
 */
export function sentView(view: GameView): GameView {
  return sentViewSized(view).view;
}

/** sentView, with the length of its JSON (what the view weighs as a message), from the one stringify. */
export function sentViewSized(view: GameView): { view: GameView; size: number } {
  const json = JSON.stringify(view);
  return { view: JSON.parse(json) as GameView, size: json.length };
}

/** RFC 6902 ops from one view to the next (both as sent: see sentView): the log windows as slides, the rest as a JSON diff with card arrays keyed by uuid (viewDiff.ts). */
export function viewPatch(last: GameView, next: GameView): Operation[] {
  const strip = (v: GameView) => ({ ...v, messages: [], cardLog: [] });
  const ops = compare(strip(last), strip(next));
  for (const key of WINDOWS) {
    const a = last[key] as unknown[];
    const b = next[key] as unknown[];
    ops.push(...(slide(`/${key}`, a, b) ?? compare({ [key]: a }, { [key]: b })));
  }
  return ops;
}
