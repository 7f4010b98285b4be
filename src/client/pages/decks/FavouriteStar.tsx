import { useTranslation } from 'react-i18next';
import type { Deck } from '../../../protocol/decks';
import { toggleFavourite } from '../../stores/decks';
import { NS } from './texts';

/** The favourite toggle, a star that is filled when the deck is a favourite. */
export function FavouriteStar({ deck, onError }: { deck: Deck; onError?: (message: string) => void }) {
  const { t } = useTranslation(NS);
  return (
    <button
      type="button"
      aria-pressed={deck.favourite}
      aria-label={deck.favourite ? t('unfavourite') : t('favourite')}
      title={deck.favourite ? t('unfavourite') : t('favourite')}
      onClick={(e) => {
        e.stopPropagation();
        toggleFavourite(deck).catch((err: Error) => onError?.(err.message));
      }}
      className={`text-xl leading-none transition hover:scale-110 2xl:text-3xl ${deck.favourite ? 'text-amber-400' : 'text-stone-600 hover:text-amber-300'}`}
    >
      {deck.favourite ? '★' : '☆'}
    </button>
  );
}
