import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { CatalogCard } from '../../../protocol/cards';
import { cardsStore, loadCards } from '../../stores/cards';

/** The card catalogue for deck pages, loaded on first use, with a lookup by id. */
export function useCatalogue(): { cards: CatalogCard[]; byId: Map<string, CatalogCard>; ready: boolean } {
  const { cards, status } = useSnapshot(cardsStore);
  useEffect(() => void loadCards(), []);
  return useMemo(() => {
    const list = cards as CatalogCard[];
    return { cards: list, byId: new Map(list.map((c) => [c.id, c])), ready: status === 'ready' };
  }, [cards, status]);
}
