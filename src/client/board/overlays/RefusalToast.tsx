import { useEffect, useState } from 'react';
import type { Refusal } from '../types';

/** As the site's toasts (site-spec: toasts last 4 s). */
export const REFUSAL_TOAST_MS = 4000;

/**
 * The server's last refusal ('gameerror') as a short error toast right above the prompt, where the
 * refused move was made, in the look of the site's error toasts. Only the newest shows; the same
 * words again restart its time rather than stacking a copy.
 */
export function RefusalToast({ refusal }: { refusal: Refusal | null | undefined }) {
  const [hidden, setHidden] = useState<number | null>(null);
  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => setHidden(refusal.id), REFUSAL_TOAST_MS);
    return () => clearTimeout(timer);
  }, [refusal]);
  if (!refusal || hidden === refusal.id) return null;
  return (
    <div
      role="alert"
      data-testid="refusal-toast"
      className="flex items-start gap-2 rounded-md border border-red-800 bg-red-950 px-3 py-2 text-sm text-red-200 shadow-lg"
    >
      <span aria-hidden className="mt-0.5 grid h-4 w-4 shrink-0 place-items-center rounded-full bg-red-500 text-[10px] font-bold text-red-950">
        !
      </span>
      <span>{refusal.message}</span>
    </div>
  );
}
