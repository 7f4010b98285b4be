import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui';

/** Asks the opponent to accept or refuse (undo, manual mode): the kit's question, which must be answered. */
export function ConsentDialog({ open, title, onAnswer }: { open: boolean; title: string; onAnswer: (accept: boolean) => void }) {
  const { t } = useTranslation('board');
  return (
    <ConfirmDialog
      open={open}
      question={title}
      mustAnswer
      confirmLabel={t('accept')}
      cancelLabel={t('decline')}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  );
}
