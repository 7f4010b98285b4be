import { useTranslation } from 'react-i18next';
import type { CardPlace } from '../layout/boardLayout';

/**
 * The card Zoom shows (the Z key, or Zoom in a card menu: the touch way): the card large over a
 * dimmed board (which hides the hover zoom beneath) until Z, Esc or a press anywhere closes it.
 */
export function ZoomPin({ place, onClose }: { place: CardPlace | null; onClose: () => void }) {
  const { t } = useTranslation('board');
  if (!place?.card.id) return null;
  const name = place.card.name ?? '';
  return (
    <button
      type="button"
      data-testid="zoom-pin"
      aria-label={t('zoomClose', { name })}
      title={t('zoomClose', { name })}
      onClick={onClose}
      className="fixed inset-0 z-50 flex cursor-zoom-out items-center justify-center bg-stone-950/70"
    >
      <span className="relative flex aspect-[5/7] h-[min(80vh,640px)] items-center justify-center overflow-hidden rounded-xl border-2 border-ember-500 bg-stone-900 p-4 text-center font-display text-2xl text-ember-200 shadow-2xl">
        <img src={`/img/cards/${place.card.id}.svg`} alt="" className="absolute inset-0 h-full w-full object-cover" onError={(e) => (e.currentTarget.style.display = 'none')} />
        <span>{name}</span>
      </span>
    </button>
  );
}
