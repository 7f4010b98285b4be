import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import { dialog, primaryButton, secondaryButton } from './tokens';

export type ConfirmDialogProps = {
  open: boolean;
  /** The question; it is the dialog's title unless a title is given, then it is the text under it. */
  question: ReactNode;
  title?: string;
  /** The buttons' words; Confirm and Cancel unless the spec says otherwise (Yes/No, Ok/Cancel, Remove...). */
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape and a click outside do nothing: the question must be answered (the opponent's consent). */
  mustAnswer?: boolean;
};

/**
 * The one yes/no question of the site and the board. The caller closes it (useConfirmation does). Focus starts
 * on the first button, Cancel: Enter on a question about leaving or deleting does not answer yes by itself.
 */
export function ConfirmDialog({ open, question, title, confirmLabel, cancelLabel, onConfirm, onCancel, mustAnswer }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={mustAnswer ? () => undefined : onCancel} title={title ?? question} titleClassName={title ? dialog.title : dialog.question}>
      {title && <p className="text-stone-200 2xl:text-xl">{question}</p>}
      <div className={dialog.buttons}>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {cancelLabel ?? t('cancel')}
        </button>
        <button type="button" className={primaryButton} onClick={onConfirm}>
          {confirmLabel ?? t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
