import { lazy, Suspense, useSyncExternalStore } from 'react';

// sonner loads with the first toast, not with the page: most visits to the lobby never show one.
const loadSonner = () => import('sonner');
const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  /** Toasts as the spec wants them: top-right, 4 s, newest on top. */
  return { default: () => <SonnerToaster position="top-right" duration={4000} theme="dark" richColors closeButton visibleToasts={5} /> };
});

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toaster, mounted once the first toast is asked for (sonner keeps a toast made before its toaster mounts). */
export function Toasts() {
  const shown = useSyncExternalStore(subscribe, () => wanted);
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export type ToastKind = 'error' | 'success' | 'info' | 'warning';

/**
 * Shows a toast. Duplicates are suppressed: the kind and text make the toast's id, so showing the
 * same message again while it is up refreshes it instead of stacking a copy.
 */
export function showToast(kind: ToastKind, message: string, title?: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const id = `${kind}:${title ?? ''}:${message}`;
  void loadSonner().then(({ toast }) => {
    if (title) toast[kind](title, { id, description: message });
    else toast[kind](message, { id });
  });
}
