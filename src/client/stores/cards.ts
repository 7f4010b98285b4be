import { proxy } from 'valtio';
import { CardsResponse, type CatalogCard } from '../../protocol/cards';
import { api } from '../net/api';

/** The card catalogue, loaded once at startup and shared by the cards page, deck editor and board. */
export const cardsStore = proxy<{ cards: CatalogCard[]; status: 'idle' | 'loading' | 'ready' | 'error'; error: string | null }>({
  cards: [],
  status: 'idle',
  error: null,
});

let loading: Promise<void> | null = null;

export function loadCards(): Promise<void> {
  loading ??= api('/api/cards', CardsResponse)
    .then((res) => {
      cardsStore.cards = res.cards;
      cardsStore.status = 'ready';
    })
    .catch((err: Error) => {
      cardsStore.status = 'error';
      cardsStore.error = err.message;
      loading = null;
    });
  cardsStore.status = cardsStore.status === 'ready' ? 'ready' : 'loading';
  return loading;
}
