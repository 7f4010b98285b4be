import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';

/** Asks the opponent to accept or refuse (undo, manual mode). */
export function ConsentDialog({ open, title, onAnswer }: { open: boolean; title: string; onAnswer: (accept: boolean) => void }) {
  const { t } = useTranslation('board');
  return (
    <Dialog open={open} onClose={() => undefined} className="relative z-50">
      <div className="fixed inset-0 flex items-center justify-center bg-black/40 p-4">
        <DialogPanel className="max-w-sm rounded-lg border border-ember-600 bg-stone-900 p-4 text-stone-100 shadow-2xl">
          <DialogTitle className="font-display text-lg text-ember-300">{title}</DialogTitle>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className="rounded bg-stone-700 px-3 py-1 hover:bg-stone-600" onClick={() => onAnswer(false)}>
              {t('decline')}
            </button>
            <button type="button" className="rounded bg-ember-600 px-3 py-1 font-semibold text-white hover:bg-ember-500" onClick={() => onAnswer(true)}>
              {t('accept')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
