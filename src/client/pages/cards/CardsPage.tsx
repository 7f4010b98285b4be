import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { cardTypes, magicTypes, type CatalogCard } from '../../../protocol/cards';
import { cardsStore, loadCards } from '../../stores/cards';
import { filterCards, type CardFilter } from './cardFilters';
import { Alert } from '../../ui';
import { pageHeading } from '../../ui/tokens';

const selectClass = 'rounded-md border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100';

/** The All Cards browser: search, filters by type, magic and champion, card images that zoom on hover. */
export default function CardsPage() {
  const { t } = useTranslation();
  const { cards, status, error } = useSnapshot(cardsStore);
  const [filter, setFilter] = useState<CardFilter>({ text: '', type: '', magic: '', champion: '' });
  const [zoomed, setZoomed] = useState<CatalogCard | null>(null);
  useEffect(() => void loadCards(), []);
  const champions = useMemo(() => cards.filter((c) => c.type === 'Champion'), [cards]);
  const shown = useMemo(() => filterCards(cards as CatalogCard[], filter), [cards, filter]);
  const set = (key: keyof CardFilter) => (e: { target: { value: string } }) => setFilter({ ...filter, [key]: e.target.value });

  return (
    <section>
      <div className="flex flex-wrap items-end gap-3">
        <h1 className={`mr-auto ${pageHeading}`}>{t('cards.title')}</h1>
        <label className="flex flex-col text-xs text-stone-400">
          {t('cards.search')}
          <input type="search" value={filter.text} onChange={set('text')} className={selectClass} />
        </label>
        <select aria-label={t('cards.allTypes')} value={filter.type} onChange={set('type')} className={selectClass}>
          <option value="">{t('cards.allTypes')}</option>
          {cardTypes.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
        <select aria-label={t('cards.allMagic')} value={filter.magic} onChange={set('magic')} className={selectClass}>
          <option value="">{t('cards.allMagic')}</option>
          {magicTypes.map((magic) => (
            <option key={magic}>{magic}</option>
          ))}
        </select>
        <select aria-label={t('cards.allChampions')} value={filter.champion} onChange={set('champion')} className={selectClass}>
          <option value="">{t('cards.allChampions')}</option>
          {champions.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {status === 'loading' && <p className="mt-6 text-stone-400">{t('cards.loading')}</p>}
      {status === 'error' && <Alert kind="error" className="mt-6">{error}</Alert>}
      {status === 'ready' && <p className="mt-2 text-sm text-stone-400">{t('cards.count', { count: shown.length })}</p>}
      {status === 'ready' && shown.length === 0 && <p className="mt-6 text-stone-300">{t('cards.none')}</p>}
      <ul className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(150px,1fr))] gap-4 2xl:grid-cols-[repeat(auto-fill,minmax(240px,1fr))]">
        {shown.map((card) => (
          <li key={card.id}>
            <button
              type="button"
              className="group block w-full text-left"
              onMouseEnter={() => setZoomed(card as CatalogCard)}
              onMouseLeave={() => setZoomed(null)}
              onFocus={() => setZoomed(card as CatalogCard)}
              onBlur={() => setZoomed(null)}
            >
              <img src={card.imageUrl} alt={`${card.name}: ${card.type}. ${card.text}`} loading="lazy" className="aspect-[5/7] w-full rounded-lg shadow-lg ring-1 ring-stone-700 transition group-hover:ring-ember-400" />
              <span className="mt-1 block truncate text-sm text-stone-300">{card.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {zoomed && (
        <div aria-hidden className="pointer-events-none fixed right-6 bottom-6 z-50 w-[300px] 2xl:w-[480px]">
          <img src={zoomed.imageUrl} alt="" className="w-full rounded-xl shadow-2xl ring-2 ring-ember-400" />
        </div>
      )}
    </section>
  );
}
