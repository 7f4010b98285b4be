import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPlace } from '../layout/boardLayout';

/** A move shorter than this is a hand at rest, not a pointer leaving the card. */
const POINTER_JITTER_PX = 4;

interface ZoomPinProps {
  place: CardPlace | null;
  onClose: () => void;
  /**
   * The pointer moved over the pin (more than a jitter: Chromium also sends a move when the pin appears
   * under a still pointer), so the card under it when the pin opened may no longer be.
   */
  onPointerMoved: () => void;
}

/**
 * The card Zoom shows (the Z key, or Zoom in a card menu: the touch way): the card large over a
 * dimmed board (which hides the hover zoom beneath) until Z, Esc or a press anywhere closes it.
 */
export function ZoomPin({ place, ...rest }: ZoomPinProps) {
  if (!place?.card.id) return null;
  // Keyed by card: each opening measures the pointer's moves from where it first saw it.
  return <PinShown key={place.uuid} place={place} {...rest} />;
}

function PinShown({ place, onClose, onPointerMoved }: ZoomPinProps & { place: CardPlace }) {
  const { t } = useTranslation('board');
  const firstSeen = useRef<{ x: number; y: number } | null>(null);
  const name = place.card.name ?? '';
  return (
    <button
      type="button"
      data-testid="zoom-pin"
      aria-label={t('zoomClose', { name })}
      title={t('zoomClose', { name })}
      onClick={onClose}
      onPointerMove={(e) => {
        firstSeen.current ??= { x: e.clientX, y: e.clientY };
        if (Math.hypot(e.clientX - firstSeen.current.x, e.clientY - firstSeen.current.y) > POINTER_JITTER_PX) onPointerMoved();
      }}
      className="fixed inset-0 z-50 flex cursor-zoom-out items-center justify-center bg-stone-950/70"
    >
      <span className="relative flex aspect-[5/7] h-[min(80vh,640px)] items-center justify-center overflow-hidden rounded-xl border-2 border-ember-500 bg-stone-900 p-4 text-center font-display text-2xl text-ember-200 shadow-2xl">
        <img src={`/img/cards/${place.card.id}.svg`} alt="" className="absolute inset-0 h-full w-full object-cover" onError={(e) => (e.currentTarget.style.display = 'none')} />
        <span>{name}</span>
      </span>
    </button>
  );
}
