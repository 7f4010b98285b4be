import { useTranslation } from 'react-i18next';
import type { ChooseButton } from './choose';

export interface ChooseOverlayProps {
  buttons: ChooseButton[];
  scale: number;
  onChoose: (uuid: string) => void;
}

/**
 * The champions' Choose buttons (board-spec 2): DOM over the canvas, under each usable champion, as
 * ClockOverlay places its clocks from the layout. Shift+1 to Shift+3 press them: a registered action (actions/gameActions.ts).
 */
export function ChooseOverlay({ buttons, scale, onChoose }: ChooseOverlayProps) {
  const { t } = useTranslation('board');
  return (
    <>
      {buttons.map(({ place, key }) => (
        <button
          key={place.uuid}
          type="button"
          data-testid="champion-choose"
          aria-label={t('chooseAria', { name: place.card.name ?? '' })}
          aria-keyshortcuts={key}
          title={t('chooseTitle', { key: key.replace('Shift+', 'Shift + ') })}
          className="absolute z-10 -translate-x-1/2 rounded bg-ember-600 px-2 py-0.5 font-semibold text-white shadow hover:bg-ember-500 focus:outline-2 focus:outline-ember-300"
          style={{ left: place.x * scale, top: (place.y + place.h / 2 - 26) * scale, fontSize: Math.max(11, 13 * scale) }}
          onClick={() => onChoose(place.uuid)}
        >
          {t('choose')}
        </button>
      ))}
    </>
  );
}
