import { useTranslation } from 'react-i18next';

export type StartupProblem = 'storage' | 'incompatible' | null;

/**
 * What stops the site from running at all: no local storage or cookies (the tokens live there),
 * or a browser without the features the client needs.
 */
export function startupProblem(win: Window = window): StartupProblem {
  const w = win as Window & { WebSocket?: unknown; fetch?: unknown; Promise?: unknown; structuredClone?: unknown; Intl?: unknown };
  if (!w.fetch || !w.Promise || !w.WebSocket || !w.structuredClone || !w.Intl) return 'incompatible';
  try {
    const probe = '__emberhall_probe__';
    w.localStorage.setItem(probe, probe);
    w.localStorage.removeItem(probe);
    if (!w.navigator.cookieEnabled) return 'storage';
  } catch {
    return 'storage';
  }
  return null;
}

/** The page shown instead of the site when startup cannot go on. */
export function StartupMessage({ problem }: { problem: Exclude<StartupProblem, null> }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto mt-24 max-w-xl px-4">
      <div role="alert" className="rounded-xl border border-red-800 bg-red-950/60 p-6 text-red-100">
        <h1 className="font-display text-2xl text-red-200">Emberhall</h1>
        <p className="mt-3">{t(problem === 'storage' ? 'errors.storage' : 'errors.incompatible')}</p>
      </div>
    </main>
  );
}

/** The last resort when the client cannot even render: plain DOM, no React. */
export function renderCriticalError(root: HTMLElement, text: string): void {
  root.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:36rem;margin:6rem auto;padding:1.5rem;border:1px solid #991b1b;border-radius:.75rem;color:#fecaca;font-family:sans-serif';
  box.textContent = text;
  root.append(box);
}
