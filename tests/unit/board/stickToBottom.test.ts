import { describe, it, expect, vi, afterEach } from 'vitest';
import { stickToBottom, STICK_CHECK_MS, STICK_SLACK_PX, type Scrollable } from '../../../src/client/board/chat/useStickToBottom';

/**
 * The chat log's auto-scroll (board-spec: stays on within 20 px of the bottom, checked after
 * 500 ms), on a stand-in for the scrolling element: 400 px tall, each line 20 px.
 */
class Log implements Scrollable {
  scrollHeight = 400;
  clientHeight = 400;
  private top = 0;
  /** As in a browser, scrollTop stays between 0 and scrollHeight - clientHeight. */
  get scrollTop() {
    return this.top;
  }
  set scrollTop(v: number) {
    this.top = Math.max(0, Math.min(v, this.scrollHeight - this.clientHeight));
  }
  private listener: (() => void) | null = null;
  addEventListener(_: 'scroll', l: () => void) {
    this.listener = l;
  }
  removeEventListener() {
    this.listener = null;
  }
  /** The reader (or the rule) scrolls: the browser fires 'scroll'. */
  scrollTo(top: number) {
    this.scrollTop = top;
    this.listener?.();
  }
  /** A new line arrives and the rule is told. */
  add(rule: ReturnType<typeof stickToBottom>, lines = 1) {
    this.scrollHeight += 20 * lines;
    const before = this.scrollTop;
    rule.onContent();
    if (this.scrollTop !== before) this.listener?.();
  }
  get fromBottom() {
    return this.scrollHeight - this.scrollTop - this.clientHeight;
  }
}

afterEach(() => vi.useRealTimers());

describe('the chat log sticks to its newest line', () => {
  it('follows every new line, also once the log window is full and its length stops changing', () => {
    vi.useFakeTimers();
    const log = new Log();
    const rule = stickToBottom(log);
    for (let i = 0; i < 150; i++) {
      log.add(rule);
      vi.advanceTimersByTime(100);
      expect(log.fromBottom).toBe(0);
    }
  });

  it('stops following when the reader scrolls up more than 20 px, decided 500 ms after the scroll', () => {
    vi.useFakeTimers();
    const log = new Log();
    const rule = stickToBottom(log);
    log.add(rule, 20);
    vi.advanceTimersByTime(STICK_CHECK_MS);
    log.scrollTo(log.scrollTop - 100);
    // Before the check, the old decision holds: a line arriving now still scrolls down.
    vi.advanceTimersByTime(STICK_CHECK_MS - 1);
    expect(rule.following()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(rule.following()).toBe(false);
    const top = log.scrollTop;
    log.add(rule, 3);
    expect(log.scrollTop).toBe(top); // the reader keeps their place
  });

  it('follows again once the reader is back within 20 px of the bottom', () => {
    vi.useFakeTimers();
    const log = new Log();
    const rule = stickToBottom(log);
    log.add(rule, 20);
    log.scrollTo(0);
    vi.advanceTimersByTime(STICK_CHECK_MS);
    expect(rule.following()).toBe(false);
    log.scrollTo(log.scrollHeight - log.clientHeight - STICK_SLACK_PX);
    vi.advanceTimersByTime(STICK_CHECK_MS);
    log.add(rule);
    expect(log.fromBottom).toBe(0);
    log.scrollTo(log.scrollHeight - log.clientHeight - STICK_SLACK_PX - 1);
    vi.advanceTimersByTime(STICK_CHECK_MS);
    expect(rule.following()).toBe(false);
    rule.dispose();
  });

  it('keeps following when the log shrinks just after it scrolled itself to the bottom (a box grew above it)', () => {
    vi.useFakeTimers();
    const log = new Log();
    const rule = stickToBottom(log);
    log.add(rule, 30);
    // Within the 500 ms after the rule's own scroll, the sidebar grows and the log loses 300 px: no scroll event.
    vi.advanceTimersByTime(100);
    log.clientHeight = 100;
    vi.advanceTimersByTime(STICK_CHECK_MS);
    expect(rule.following()).toBe(true);
    // The resize is seen (ResizeObserver in the page) and the next lines are shown.
    rule.onContent();
    expect(log.fromBottom).toBe(0);
    log.add(rule, 2);
    expect(log.fromBottom).toBe(0);
    rule.dispose();
  });

  it('keeps following when lines reach the log before the rule is told, after a scroll that was not the reader moving away', () => {
    vi.useFakeTimers();
    const log = new Log();
    const rule = stickToBottom(log);
    log.add(rule, 30);
    // The log's box grows: the browser clamps the view and fires a scroll the rule did not make.
    log.clientHeight = 500;
    log.scrollTo(log.scrollTop);
    // A burst of chat is in the DOM before the rule hears of it (a busy page runs the check first).
    log.scrollHeight += 20 * 100;
    vi.advanceTimersByTime(STICK_CHECK_MS);
    expect(rule.following()).toBe(true);
    rule.onContent();
    expect(log.fromBottom).toBe(0);
    rule.dispose();
  });
});
