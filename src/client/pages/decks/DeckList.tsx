import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CatalogCard } from '../../../protocol/cards';
import { deckLimits, type Deck } from '../../../protocol/decks';
import { decksStore, setPage } from '../../stores/decks';
import { CardImage } from './CardImage';
import { FavouriteStar } from './FavouriteStar';
import { StatusBadge } from './StatusBadge';
import { NS } from './texts';
import { secondaryButton } from '../../ui/tokens';

/** One page of the user's decks (8, newest first); clicking a row shows it beside the list. */
export function DeckList({ byId, onError }: { byId: Map<string, CatalogCard>; onError: (message: string) => void }) {
  const { t, i18n } = useTranslation(NS);
  const { decks, numDecks, page, status, selectedId } = useSnapshot(decksStore);
  const pages = Math.max(1, Math.ceil(numDecks / deckLimits.pageSize));
  if (status === 'loading' && decks.length === 0) return <p className="text-stone-400">{t('loadingDecks')}</p>;
  return (
    <div className="space-y-3">
      {decks.length === 0 && status === 'ready' && <p className="text-stone-300">{t('noDecks')}</p>}
      <ul className="divide-y divide-stone-800 overflow-hidden rounded-lg border border-stone-800" aria-label={t('myDecks')}>
        {(decks as Deck[]).map((deck) => {
          const champion = byId.get(deck.champions[0]);
          const selected = deck._id === selectedId;
          return (
            <li key={deck._id} className={`flex items-center gap-3 px-3 py-2 transition ${selected ? 'bg-ember-900/30' : 'hover:bg-stone-800/60'}`}>
              <div className="w-9 shrink-0 2xl:w-14">{champion && <CardImage card={champion} compact className="w-full" />}</div>
              <button type="button" aria-current={selected || undefined} onClick={() => (decksStore.selectedId = deck._id)} className="min-w-0 flex-1 text-left">
                <span className="block truncate font-medium text-stone-100 2xl:text-lg">{deck.name}</span>
                <span className="block text-xs text-stone-400 2xl:text-sm">
                  {t('updatedAt', { date: new Date(deck.lastUpdated).toLocaleDateString(i18n.language) })}
                </span>
              </button>
              <StatusBadge status={deck.status} />
              <FavouriteStar deck={deck} onError={onError} />
            </li>
          );
        })}
      </ul>
      {numDecks > deckLimits.pageSize && (
        <nav aria-label="Pages" className="flex items-center justify-between text-sm text-stone-300">
          <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </button>
          <span>{t('page', { page, pages })}</span>
          <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </button>
        </nav>
      )}
    </div>
  );
}
