import { useEffect, useRef } from 'react';

/** The key's step along the card-size ladder: + (or = , its unshifted key) bigger, - smaller. */
export function cardSizeKeyStep(key: string): 1 | -1 | 0 {
  if (key === '+' || key === '=') return 1;
  if (key === '-') return -1;
  return 0;
}

/**
 * The board's + and - keys. Ignored while typing (chat, forms) and with Ctrl/Cmd/Alt, which the
 * browser keeps for its own page zoom.
 */
export function useCardSizeKeys(onStep: ((step: 1 | -1) => void) | undefined): void {
  const latest = useRef(onStep);
  latest.current = onStep;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target instanceof HTMLElement ? e.target : null;
      if (el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))) return;
      const step = cardSizeKeyStep(e.key);
      if (!step || !latest.current) return;
      e.preventDefault();
      latest.current(step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
