import { Toaster, toast } from 'sonner';

/** Toasts as the spec wants them: top-right, 4 s, newest on top. */
export function Toasts() {
  return <Toaster position="top-right" duration={4000} theme="dark" richColors closeButton visibleToasts={5} />;
}

export type ToastKind = 'error' | 'success' | 'info' | 'warning';

/**
 * Shows a toast. Duplicates are suppressed: the kind and text make the toast's id, so showing the
 * same message again while it is up refreshes it instead of stacking a copy.
 */
export function showToast(kind: ToastKind, message: string, title?: string): void {
  const id = `${kind}:${title ?? ''}:${message}`;
  if (title) toast[kind](title, { id, description: message });
  else toast[kind](message, { id });
}
