import { useEffect, useRef } from 'react';

/** Board-spec constants: the log keeps following within 20 px of its bottom, checked 500 ms after a scroll. */
export const STICK_SLACK_PX = 20;
export const STICK_CHECK_MS = 500;

/** What the rule needs of the scrolling element (an HTMLElement; a plain object in unit tests). */
export interface Scrollable {
  readonly scrollHeight: number;
  scrollTop: number;
  readonly clientHeight: number;
  addEventListener(type: 'scroll', listener: () => void): void;
  removeEventListener(type: 'scroll', listener: () => void): void;
}

/**
 * The rule, without React: it follows new content at first; after the reader scrolls, it decides
 * 500 ms later (when the scroll has settled) whether to keep following: only if the view is then
 * within 20 px of the bottom. Its own scrolls to the bottom are not the reader's and decide nothing:
 * when the log shrinks just after one (the sidebar grows a box above it), the gap that opens is the
 * layout's, and `onContent` on the resize closes it; before, the check read that gap as the reader
 * scrolling away and the log stopped following for the rest of the game.
 */
export function stickToBottom(el: Scrollable) {
  let follow = true;
  let check: ReturnType<typeof setTimeout> | null = null;
  /** Where the rule's own last scroll left the view (the browser clamps it), or null after the reader's. */
  let ownTop: number | null = null;
  const onScroll = () => {
    if (ownTop !== null && Math.abs(el.scrollTop - ownTop) <= 1) return;
    ownTop = null;
    if (check) clearTimeout(check);
    // The bottom as it was when the reader scrolled: lines that arrive in the next 500 ms (on a busy page, in
    // the DOM before the rule is told) are not the reader moving away. Measured against the bottom of the
    // moment, a burst of chat read as a scroll of thousands of pixels and the log stopped following.
    const height = el.scrollHeight;
    check = setTimeout(() => {
      check = null;
      follow = height - el.scrollTop - el.clientHeight <= STICK_SLACK_PX;
    }, STICK_CHECK_MS);
  };
  el.addEventListener('scroll', onScroll);
  return {
    /** New content arrived, or the log changed size: show the newest line when following. */
    onContent(): void {
      if (!follow) return;
      el.scrollTop = el.scrollHeight;
      ownTop = el.scrollTop;
    },
    following: () => follow,
    dispose(): void {
      el.removeEventListener('scroll', onScroll);
      if (check) clearTimeout(check);
    },
  };
}

/**
 * Keeps a log scrolled to its newest line by the rule above. `newest` must change with every new
 * line: the newest line's id, not the count, which stops changing once the log window is full.
 */
export function useStickToBottom(ref: { current: Scrollable | null }, newest: unknown): void {
  const rule = useRef<ReturnType<typeof stickToBottom> | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const r = stickToBottom(el);
    rule.current = r;
    r.onContent();
    // A log whose box changes size (the sidebar's other parts come and go) keeps its newest line in view.
    const resized = typeof ResizeObserver === 'undefined' || !(el instanceof Element) ? null : new ResizeObserver(() => r.onContent());
    if (resized) resized.observe(el as Element);
    return () => {
      resized?.disconnect();
      r.dispose();
      rule.current = null;
    };
  }, [ref]);
  useEffect(() => {
    rule.current?.onContent();
  }, [newest]);
}
