import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';

/** An Ok/Cancel confirmation (leave, concede). */
export function ConfirmDialog({ text, onOk, onCancel }: { text: string | null; onOk: () => void; onCancel: () => void }) {
  const { t } = useTranslation('board');
  return (
    <Dialog open={text !== null} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 flex items-center justify-center bg-black/40 p-4">
        <DialogPanel className="max-w-md rounded-lg border border-stone-600 bg-stone-900 p-4 text-stone-100 shadow-2xl">
          <DialogTitle className="text-base">{text}</DialogTitle>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className="rounded bg-stone-700 px-3 py-1 hover:bg-stone-600" onClick={onCancel}>
              {t('cancel')}
            </button>
            <button type="button" className="rounded bg-ember-600 px-3 py-1 font-semibold text-white hover:bg-ember-500" onClick={onOk}>
              {t('ok')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
