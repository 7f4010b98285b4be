import type { ReactNode } from 'react';

/** The frame of a text page: a readable column on a panel. */
export function TextPage({ children }: { children: ReactNode }) {
  return <article className="mx-auto max-w-3xl rounded-xl border border-stone-800 bg-stone-900/70 p-6 leading-relaxed shadow-lg 2xl:max-w-5xl 2xl:p-10">{children}</article>;
}
