import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChooseButton } from './choose';

export interface ChooseOverlayProps {
  buttons: ChooseButton[];
  scale: number;
  onChoose: (uuid: string) => void;
}

/**
 * The champions' Choose buttons (board-spec 2): DOM over the canvas, under each usable champion, as
 * ClockOverlay places its clocks from the layout. Keys 1 to 3 press the champion's button (not while typing).
 */
export function ChooseOverlay({ buttons, scale, onChoose }: ChooseOverlayProps) {
  const { t } = useTranslation('board');
  useChooseKeys(buttons, onChoose);
  return (
    <>
      {buttons.map(({ place, key }) => (
        <button
          key={place.uuid}
          type="button"
          data-testid="champion-choose"
          aria-label={t('chooseAria', { name: place.card.name ?? '' })}
          aria-keyshortcuts={key}
          title={t('chooseTitle', { key })}
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

/** The keyboard shortcut: the champion's place in the row (1 to 3), ignored while typing or with modifiers. */
function useChooseKeys(buttons: ChooseButton[], onChoose: (uuid: string) => void): void {
  const latest = useRef({ buttons, onChoose });
  latest.current = { buttons, onChoose };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target instanceof HTMLElement ? e.target : null;
      if (el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))) return;
      const hit = latest.current.buttons.find((b) => b.key === e.key);
      if (!hit) return;
      e.preventDefault();
      latest.current.onChoose(hit.place.uuid);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
