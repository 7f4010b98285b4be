import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CatalogCard } from '../../../protocol/cards';
import type { PreconDeck } from '../../../protocol/decks';
import { decksStore, loadPrecons } from '../../stores/decks';
import { CardImage } from './CardImage';
import { StatusBadge } from './StatusBadge';
import { NS } from './texts';

/** The Pod Precons tab: the standalone precon decks; choosing one shows it beside the list. */
export function PreconList(props: { byId: Map<string, CatalogCard>; selected: string | null; onSelect: (deck: PreconDeck) => void }) {
  const { t } = useTranslation(NS);
  const { precons, preconStatus } = useSnapshot(decksStore);
  useEffect(() => void loadPrecons(), []);
  if (preconStatus === 'loading') return <p className="text-stone-400">{t('loadingDecks')}</p>;
  if (precons.length === 0) return <p className="text-stone-300">{t('noDecks')}</p>;
  return (
    <ul className="divide-y divide-stone-800 overflow-hidden rounded-lg border border-stone-800" aria-label={t('precons')}>
      {(precons as PreconDeck[]).map((deck) => (
        <li key={deck.id} className={`flex items-center gap-3 px-3 py-2 ${deck.id === props.selected ? 'bg-ember-900/30' : 'hover:bg-stone-800/60'}`}>
          <div className="flex shrink-0 gap-1">
            {deck.champions.map((id) => {
              const card = props.byId.get(id);
              return card ? <CardImage key={id} card={card} compact className="w-8 2xl:w-12" /> : null;
            })}
          </div>
          <button type="button" onClick={() => props.onSelect(deck)} className="min-w-0 flex-1 truncate text-left font-medium text-stone-100 2xl:text-lg">
            {deck.name}
          </button>
          <StatusBadge status={deck.status} />
        </li>
      ))}
    </ul>
  );
}
