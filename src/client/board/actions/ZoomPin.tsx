import { useTranslation } from 'react-i18next';
import type { CardPlace } from '../layout/boardLayout';

/**
 * The card Zoom shows (the Z key, or Zoom in a card menu: the touch way): the card large over the
 * board until Z, Esc or a press on it closes it.
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
      className="fixed left-1/2 top-1/2 z-50 flex aspect-[5/7] h-[min(70vh,560px)] -translate-x-1/2 -translate-y-1/2 items-center justify-center overflow-hidden rounded-xl border-2 border-ember-500 bg-stone-900 p-4 text-center font-display text-2xl text-ember-200 shadow-2xl"
    >
      <img src={`/img/cards/${place.card.id}.svg`} alt="" className="absolute inset-0 h-full w-full object-cover" onError={(e) => (e.currentTarget.style.display = 'none')} />
      <span>{name}</span>
    </button>
  );
}
