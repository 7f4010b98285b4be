import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { CatalogCard } from '../../../protocol/cards';
import { decksStore, setFilter } from '../../stores/decks';
import { NS } from './texts';
import { input, primaryButton } from '../../ui/tokens';

/** Name filter (applied as the user pauses typing), champion select with All Champions, New and Import. */
export function DeckFilter({ champions }: { champions: CatalogCard[] }) {
  const { t } = useTranslation(NS);
  const { filter } = useSnapshot(decksStore);
  const [name, setName] = useState(filter.name);
  useEffect(() => {
    if (name === decksStore.filter.name) return;
    const timer = setTimeout(() => setFilter({ name }), 300);
    return () => clearTimeout(timer);
  }, [name]);
  return (
    <div className="flex flex-wrap gap-2">
      <input type="search" aria-label={t('filterName')} placeholder={t('filterName')} value={name} onChange={(e) => setName(e.target.value)} className={`${input} min-w-0 flex-1 basis-40`} />
      <select aria-label={t('allChampions')} value={filter.pb} onChange={(e) => setFilter({ pb: e.target.value })} className={`${input} w-auto flex-1 basis-36`}>
        <option value="">{t('allChampions')}</option>
        {champions.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <Link to="/decks/add" className={primaryButton}>
        {t('new')}
      </Link>
    </div>
  );
}
