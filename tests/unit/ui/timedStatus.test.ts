import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleClear, type Status } from '../../../src/client/ui/useTimedStatus';

/** The site's one timed-message rule (ui/useTimedStatus): what clears itself, and when. */
afterEach(() => vi.useRealTimers());

const shown = (status: Status, ms: number) => {
  const clear = vi.fn();
  const cancel = scheduleClear(status, ms, clear);
  return { clear, cancel };
};

describe('a page status', () => {
  it('clears a success after the page delay, not before', () => {
    vi.useFakeTimers();
    const { clear } = shown({ kind: 'success', message: 'Profile saved successfully.' }, 5000);
    vi.advanceTimersByTime(4999);
    expect(clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(clear).toHaveBeenCalledOnce();
  });

  it('clears an info message after the page delay as well', () => {
    vi.useFakeTimers();
    const { clear } = shown({ kind: 'info', message: 'Working...' }, 3000);
    vi.advanceTimersByTime(3000);
    expect(clear).toHaveBeenCalledOnce();
  });

  it('keeps an error until it is dismissed or replaced: no timer is started for it', () => {
    vi.useFakeTimers();
    const { clear } = shown({ kind: 'error', message: 'User was not found.' }, 3000);
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
    expect(clear).not.toHaveBeenCalled();
  });

  it('a newer status cancels the clearing of the one it replaces', () => {
    vi.useFakeTimers();
    const first = shown({ kind: 'success', message: 'Banlist item added successfully.' }, 5000);
    vi.advanceTimersByTime(4000);
    first.cancel();
    const second = shown({ kind: 'success', message: 'Banlist item deleted successfully.' }, 5000);
    vi.advanceTimersByTime(1000);
    expect(first.clear).not.toHaveBeenCalled();
    expect(second.clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4000);
    expect(second.clear).toHaveBeenCalledOnce();
  });
});
