import { useEffect, useState } from 'react';

/** performance.now(), refreshed every `everyMs` while `active` (a ticking clock or countdown). */
export function useNow(active: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!active) return;
    setNow(performance.now());
    const id = setInterval(() => setNow(performance.now()), everyMs);
    return () => clearInterval(id);
  }, [active, everyMs]);
  return now;
}
