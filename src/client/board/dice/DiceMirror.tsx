import { useTranslation } from 'react-i18next';
import type { DieView } from '../../../protocol/game';
import { dicePowerText } from '../../../engine/dicePowerText';

export interface DiceMirrorProps {
  own: DieView[];
  chosen: readonly string[];
  onDie: (die: DieView, choose: boolean) => void;
  canUse: (die: DieView) => boolean;
}

/** The player's dice in the accessible mirror: each die's power button and its "pay with" toggle, as the canvas taps send. */
export function DiceMirror({ own, chosen, onDie, canUse }: DiceMirrorProps) {
  const { t } = useTranslation('board');
  return (
    <ul aria-label={t('dice.list')}>
      {own.map((d, i) => {
        const name = t('dice.name', { magic: d.magic, face: d.face, state: d.exhausted ? t('dice.exhausted') : t('dice.ready') });
        return (
          <li key={d.uuid} data-die={d.uuid}>
            {canUse(d) ? (
              <button type="button" aria-label={t('dice.useAria', { name, power: dicePowerText[d.magic], n: i + 1 })} onClick={() => onDie(d, false)}>
                {t('dice.use')}
              </button>
            ) : null}
            {d.exhausted ? null : (
              <button type="button" aria-pressed={chosen.includes(d.uuid)} aria-label={t('dice.chooseAria', { name, n: i + 1 })} onClick={() => onDie(d, true)}>
                {t('dice.choose')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
