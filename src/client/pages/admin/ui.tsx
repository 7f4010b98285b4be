import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionNames } from '../../../protocol/account';
import './texts';

export const panelClass = 'rounded-xl border border-stone-800 bg-stone-900/70 p-5 shadow-lg 2xl:p-7';
export const inputClass =
  'rounded-md border border-stone-700 bg-stone-950/80 px-3 py-2 text-stone-100 placeholder-stone-500 focus:border-ember-500 focus:outline-none';
export const buttonClass =
  'rounded-md bg-ember-600 px-4 py-2 font-semibold text-white shadow hover:bg-ember-500 disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButtonClass =
  'rounded-md border border-stone-600 px-3 py-1.5 text-sm font-semibold text-stone-200 hover:bg-stone-800 disabled:cursor-not-allowed disabled:opacity-50';
export const dangerButtonClass =
  'rounded-md border border-red-800 px-3 py-1.5 text-sm font-semibold text-red-200 hover:bg-red-950 disabled:cursor-not-allowed disabled:opacity-50';
export const headingClass = 'font-display text-3xl text-ember-300';

/** The spec's dates: YYYY-MM-DD HH:mm in the viewer's time zone. */
export const formatDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

export type Status = { kind: 'success' | 'error'; message: string } | null;

/** The spec's dismissible green or red status banner. */
/** The server names rights by their keys (a rank refusal lists them); the page shows their labels. */
const rightNames = new RegExp(`\\b(${permissionNames.join('|')})\\b`, 'g');

export function Alert({ status, onDismiss }: { status: Status; onDismiss: () => void }) {
  const { t } = useTranslation('admin');
  if (!status) return null;
  const message = status.message.replace(rightNames, (key) => t(`permissionLabels.${key}`));
  const colours = status.kind === 'success' ? 'border-emerald-700 bg-emerald-950/70 text-emerald-100' : 'border-red-800 bg-red-950/70 text-red-100';
  return (
    <div role={status.kind === 'error' ? 'alert' : 'status'} className={`mb-4 flex items-start gap-3 rounded-md border px-3 py-2 ${colours}`}>
      <span className="flex-1">{message}</span>
      <button type="button" onClick={onDismiss} aria-label={t('dismiss')} className="rounded px-1 opacity-70 hover:opacity-100">
        ×
      </button>
    </div>
  );
}

/** A success that clears itself after ms (the spec's 3 and 5 second delays); errors stay until dismissed. */
export function useTimedStatus(ms: number): [Status, (s: Status) => void] {
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => {
    if (status?.kind !== 'success') return;
    const timer = setTimeout(() => setStatus(null), ms);
    return () => clearTimeout(timer);
  }, [status, ms]);
  return [status, setStatus];
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A modal yes/no question; open while question is set. */
export function Confirm({ question, onYes, onNo }: { question: string | null; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={question !== null} onClose={onNo} className="relative z-50">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-xl border border-stone-700 bg-stone-900 p-5 shadow-2xl">
          <DialogTitle className="text-lg text-stone-100">{question}</DialogTitle>
          <div className="mt-5 flex justify-end gap-2">
            <button type="button" className={secondaryButtonClass} onClick={onNo}>
              {t('cancel')}
            </button>
            <button type="button" className={buttonClass} onClick={onYes} autoFocus>
              {t('confirm')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** The frame of every admin page: a wide column with the page title. */
export function AdminFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 2xl:max-w-7xl">
      <h1 className={headingClass}>{title}</h1>
      {children}
    </div>
  );
}
