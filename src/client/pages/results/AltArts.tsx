import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AltsResponse } from '../../../protocol/cards';
import { accountStore } from '../../stores/account';
import { useApiData } from './useApiData';

/**
 * The Alt Arts tab: the user's alternate-art cards (user.altArts maps a card stub to its alt
 * ids), drawn from /img/alts/{alt}.svg and named from the alt catalogue.
 */
export function AltArts() {
  const { t } = useTranslation('results');
  const { user } = useSnapshot(accountStore);
  const catalogue = useApiData('/api/cards/alts', AltsResponse);
  if (!user) return <p className="py-6 text-stone-300">{t('alts.loggedOut')}</p>;
  const names = new Map(catalogue.data?.alts.map((a) => [a.alt, a.name]));
  const alts = Object.values(user.altArts).flat();
  return (
    <section>
      <h2 className="font-display text-xl text-stone-100">{t('alts.count', { count: alts.length })}</h2>
      <ul className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(150px,1fr))] gap-4 2xl:grid-cols-[repeat(auto-fill,minmax(220px,1fr))]">
        {alts.map((alt) => (
          <li key={alt} className="overflow-hidden rounded-lg border border-stone-700 bg-stone-900">
            <img src={`/img/alts/${alt}.svg`} alt={names.get(alt) ?? alt} loading="lazy" className="aspect-[5/7] w-full bg-stone-800 object-cover" />
            <p className="truncate px-2 py-1 text-center text-xs text-stone-300">{names.get(alt) ?? alt}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
