import type { ReactNode } from 'react';

/** Class strings and small pieces shared by the deck pages, in the lobby's stone and ember look. */
export const panel = 'rounded-xl border border-stone-800 bg-stone-900/70 p-4 shadow-lg 2xl:p-6';
export const input =
  'w-full rounded-md border border-stone-700 bg-stone-950/80 px-3 py-2 text-sm text-stone-100 placeholder:text-stone-500 focus:border-ember-500 2xl:text-base';
export const primaryButton =
  'inline-flex items-center gap-2 rounded-md bg-ember-600 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-ember-500 disabled:cursor-not-allowed disabled:opacity-50 2xl:text-base';
export const secondaryButton =
  'inline-flex items-center gap-2 rounded-md border border-stone-600 px-4 py-2 text-sm font-semibold text-stone-200 hover:bg-stone-800 disabled:opacity-50 2xl:text-base';
export const dangerButton =
  'inline-flex items-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-600 2xl:text-base';

export function Alert({ kind, children }: { kind: 'success' | 'error' | 'info'; children: ReactNode }) {
  const colours = {
    success: 'border-emerald-700 bg-emerald-950/70 text-emerald-100',
    error: 'border-red-700 bg-red-950/70 text-red-100',
    info: 'border-stone-700 bg-stone-900 text-stone-300',
  }[kind];
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-md border px-3 py-2 text-sm ${colours}`}>
      {children}
    </p>
  );
}

export function Spinner() {
  return <span aria-hidden className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />;
}
