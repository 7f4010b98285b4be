import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import './texts';

export const panelClass = 'rounded-xl border border-stone-800 bg-stone-900/70 p-6 shadow-lg';
export const inputClass =
  'w-full rounded-md border border-stone-700 bg-stone-950/80 px-3 py-2 text-stone-100 placeholder-stone-500 focus:border-ember-500 focus:outline-none';
export const buttonClass =
  'rounded-md bg-ember-600 px-5 py-2 font-semibold text-white shadow hover:bg-ember-500 disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButtonClass = 'rounded-md border border-stone-600 px-4 py-2 text-sm font-semibold text-stone-200 hover:bg-stone-800';

/** A narrow centred card for the small account forms. */
export function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`mx-auto mt-6 w-full max-w-md 2xl:max-w-xl ${panelClass}`}>
      <h1 className="mb-5 font-display text-3xl text-ember-300">{title}</h1>
      {children}
    </section>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input with its validation message below it. */
export function Field({ label, error, hint, id, ...input }: FieldProps) {
  const inputId = id ?? input.name;
  return (
    <div className="mb-4">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-300">
        {label}
      </label>
      <input id={inputId} aria-invalid={Boolean(error)} aria-describedby={error ? `${inputId}-error` : undefined} className={inputClass} {...input} />
      {hint && !error && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export type Status = { kind: 'success' | 'error' | 'info'; message: string } | null;

/** The spec's dismissible green or red status banner. */
export function Alert({ status, onDismiss }: { status: Status; onDismiss?: () => void }) {
  const { t } = useTranslation('account');
  if (!status) return null;
  const colours = {
    success: 'border-emerald-700 bg-emerald-950/70 text-emerald-100',
    error: 'border-red-800 bg-red-950/70 text-red-100',
    info: 'border-sky-800 bg-sky-950/70 text-sky-100',
  }[status.kind];
  return (
    <div role={status.kind === 'error' ? 'alert' : 'status'} className={`mb-4 flex items-start gap-3 rounded-md border px-3 py-2 ${colours}`}>
      <span className="flex-1 whitespace-pre-line">{status.message}</span>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label={t('dismiss')} className="rounded px-1 opacity-70 hover:opacity-100">
          ×
        </button>
      )}
    </div>
  );
}

/** A status that clears itself after ms (the spec's 3 and 5 second message delays). */
export function useTimedStatus(ms: number): [Status, (s: Status) => void] {
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => {
    if (!status || status.kind === 'error') return;
    const timer = setTimeout(() => setStatus(null), ms);
    return () => clearTimeout(timer);
  }, [status, ms]);
  return [status, setStatus];
}

/** Tabs between the logged-in account screens. */
export function AccountTabs() {
  const { t } = useTranslation('account');
  const tab = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? 'bg-stone-800 text-ember-300' : 'text-stone-400 hover:bg-stone-800/70 hover:text-white'}`;
  return (
    <nav aria-label={t('profile.title')} className="mb-4 flex gap-1">
      <NavLink to="/profile" className={tab}>
        {t('accountMenu.profile')}
      </NavLink>
      <NavLink to="/blocklist" className={tab}>
        {t('accountMenu.blocklist')}
      </NavLink>
      <NavLink to="/security" className={tab}>
        {t('accountMenu.security')}
      </NavLink>
    </nav>
  );
}
