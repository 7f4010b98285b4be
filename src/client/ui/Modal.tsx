import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import type { ModalProps } from './DialogModal';

// Headless UI's Dialog loads with the first dialog that opens, not with every page that could open one.
const DialogModal = lazy(() => import('./DialogModal'));

/**
 * A headlessui dialog (ui/DialogModal.tsx): focus trapped, Escape and a click outside close it, titled for
 * screen readers. Nothing is drawn, or loaded, before it first opens.
 */
export function Modal(props: ModalProps) {
  const opened = useRef(false);
  if (props.open) opened.current = true;
  useReturnFocus(props.open);
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <DialogModal {...props} />
    </Suspense>
  );
}

/**
 * Focus goes back where it was when the dialog closes. Headless UI does this itself from the focus history it
 * keeps, but only from the moment its code loaded: the first dialog, opened by the press that loaded it, would
 * leave focus on the page's body.
 */
function useReturnFocus(open: boolean): void {
  const before = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = before.current;
    before.current = null;
    if (!target) return;
    // After Headless UI's own restoring (a frame later), only where it left focus nowhere.
    const frame = requestAnimationFrame(() => {
      if ((document.activeElement === document.body || document.activeElement === null) && target.isConnected) target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
}
