import { useTranslation } from 'react-i18next';
import { addTexts } from '../../app/i18n';
import texts from '../../locales/en/board.json';
import type { QuitControl } from '../layout/menuRules';
import { ConfirmDialog, useConfirmation } from '../../ui';

// The top bar draws this outside the board's chunk, so it brings the board's words itself.
addTexts('board', texts);

export interface QuitControlsProps {
  /** What board-spec 4 allows now (menuRules.quitControl): concede, or leave with or without a question. */
  quit: QuitControl;
  onConcede: () => void;
  onLeave: () => void;
  buttonClassName: string;
}

/**
 * Concede or Leave with the spec's one Ok/Cancel confirmation: the same control in the top bar and
 * in the game menu, so both ask the same question and do the same thing.
 */
export function QuitControls({ quit, onConcede, onLeave, buttonClassName }: QuitControlsProps) {
  const { t } = useTranslation('board');
  const asking = useConfirmation<{ text: string; run: () => void }>((question) => question.run());
  const press = () => {
    if (quit.kind === 'concede') asking.ask({ text: quit.confirm, run: onConcede });
    else if (quit.confirm) asking.ask({ text: quit.confirm, run: onLeave });
    else onLeave();
  };
  return (
    <>
      <button type="button" className={buttonClassName} onClick={press}>
        {quit.kind === 'concede' ? t('concede') : t('leave')}
      </button>
      <ConfirmDialog {...asking.dialog} question={asking.asking?.text ?? ''} confirmLabel={t('ok')} cancelLabel={t('cancel')} />
    </>
  );
}
