import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import { primaryButton, secondaryButton } from './ui';

/** A yes/no question (the spec's confirmations, e.g. killing a game). */
export function ConfirmDialog({ open, text, onConfirm, onClose }: { open: boolean; text: string; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('confirm')}>
      <p className="text-stone-200 2xl:text-xl">{text}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('no')}
        </button>
        <button
          type="button"
          className={primaryButton}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {t('yes')}
        </button>
      </div>
    </Modal>
  );
}
