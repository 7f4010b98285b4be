import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself after the spec's delay (deck deleted 1 s, resync 1 s, toasts 4 s). */
export function useFlash(ms: number): [string | null, (message: string | null, forMs?: number) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const flash = useCallback(
    (next: string | null, forMs = ms) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next) timer.current = setTimeout(() => setMessage(null), forMs);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, flash];
}
