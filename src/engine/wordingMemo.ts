import type { ChatMessage } from '../protocol/game';
import type { GameMessage } from './logLine';
import { wordMessage } from './wording';

/**
 * The worded log window of one viewer, kept by whoever builds that viewer's views again and again (the
 * game node, once per action per viewer). A line never changes once written (clone.ts shares the entries
 * from state to state), so its wording for a viewer is made once, not once per view: rewording the last
 * 100 lines for every viewer on every action was a fifth of the view's cost (docs/benchmarks.md, issue 19).
 * Keeping the same objects also lets the patch's window slide match lines by reference.
 */
export type WordingMemo = Map<string | null, Map<GameMessage, ChatMessage>>;

/**
 * `window` worded for `you`, reusing the memo's wording of lines it already holds; the memo keeps only this
 * window. Its map lives on and changes in place: the node keeps it between actions seconds apart, where a new
 * map per view lived long enough to be promoted and collected in the old generation (cardViewMemo.ts).
 */
export function wordWindow(window: readonly GameMessage[], you: string | null, memo?: WordingMemo): ChatMessage[] {
  if (!memo) return window.map((m) => wordMessage(m, you));
  let kept = memo.get(you);
  if (!kept) memo.set(you, (kept = new Map()));
  const out: ChatMessage[] = [];
  for (const m of window) {
    let worded = kept.get(m);
    if (!worded) kept.set(m, (worded = wordMessage(m, you)));
    out.push(worded);
  }
  if (kept.size > window.length) {
    const shown = new Set(window);
    for (const m of kept.keys()) if (!shown.has(m)) kept.delete(m);
  }
  return out;
}
