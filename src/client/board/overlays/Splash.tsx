import type { ReactNode } from 'react';

/** A centred splash over the board (alert, defeat, game over, disconnected). */
export function Splash({ title, children, tone = 'ember', label }: { title: string; children?: ReactNode; tone?: 'ember' | 'danger'; label: string }) {
  return (
    <div role="dialog" aria-label={label} className="pointer-events-none absolute inset-0 z-40 flex items-center justify-center">
      <div className={`pointer-events-auto max-w-md rounded-lg border-2 bg-stone-950/95 p-5 text-center shadow-2xl ${tone === 'danger' ? 'border-red-600' : 'border-ember-500'}`}>
        <h2 className={`font-display text-2xl ${tone === 'danger' ? 'text-red-400' : 'text-ember-300'}`}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
