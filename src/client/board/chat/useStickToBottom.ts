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
 * within 20 px of the bottom. Its own scrolls to the bottom pass the same check and keep it on.
 */
export function stickToBottom(el: Scrollable) {
  let follow = true;
  let check: ReturnType<typeof setTimeout> | null = null;
  const onScroll = () => {
    if (check) clearTimeout(check);
    check = setTimeout(() => {
      check = null;
      follow = el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_SLACK_PX;
    }, STICK_CHECK_MS);
  };
  el.addEventListener('scroll', onScroll);
  return {
    /** New content arrived: show it when following. */
    onContent(): void {
      if (follow) el.scrollTop = el.scrollHeight;
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
    return () => {
      r.dispose();
      rule.current = null;
    };
  }, [ref]);
  useEffect(() => {
    rule.current?.onContent();
  }, [newest]);
}
