import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChooseButton } from './choose';
import { chooseStrip, zoomCoversChoose, type ZoomSpot } from './zoomCover';

export interface ChooseOverlayProps {
  buttons: ChooseButton[];
  scale: number;
  onChoose: (uuid: string) => void;
  /** The canvas's hover zoom: a button it covers steps aside while it is shown (the zoom is drawn on the canvas, under the DOM). */
  zoom?: ZoomSpot;
}

const noZoom = () => null;
const noSubscribe = () => () => undefined;

/**
 * The champions' Choose buttons (board-spec 2): DOM over the canvas, under each usable champion, as
 * ClockOverlay places its clocks from the layout. Shift+1 to Shift+3 press them: a registered action (actions/gameActions.ts).
 * A button under the hover zoom is not drawn while the zoom is shown (its key still works).
 */
export function ChooseOverlay({ buttons, scale, onChoose, zoom }: ChooseOverlayProps) {
  const { t } = useTranslation('board');
  const zoomRect = useSyncExternalStore(zoom?.subscribe ?? noSubscribe, zoom?.get ?? noZoom);
  return (
    <>
      {buttons.filter(({ place }) => !zoomCoversChoose(zoomRect, place)).map(({ place, key }) => (
        <button
          key={place.uuid}
          type="button"
          data-testid="champion-choose"
          aria-label={t('chooseAria', { name: place.card.name ?? '' })}
          aria-keyshortcuts={key}
          title={t('chooseTitle', { key: key.replace('Shift+', 'Shift + ') })}
          className="absolute z-10 -translate-x-1/2 rounded bg-ember-600 px-2 py-0.5 font-semibold text-white shadow hover:bg-ember-500 focus:outline-2 focus:outline-ember-300"
          style={{ left: place.x * scale, top: chooseStrip(place).y * scale, fontSize: Math.max(11, 13 * scale) }}
          onClick={() => onChoose(place.uuid)}
        >
          {t('choose')}
        </button>
      ))}
    </>
  );
}
