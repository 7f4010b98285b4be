import { proxy } from 'valtio';
import {
  DeckListResponse,
  DeleteDeckResponse,
  FavouriteResponse,
  PreconDecksResponse,
  SaveDeckResponse,
  deckLimits,
  type Deck,
  type PreconDeck,
  type SaveDeckBody,
} from '../../protocol/decks';
import { api } from '../net/api';

type Status = 'idle' | 'loading' | 'ready' | 'error';

/** The user's deck list as the server pages it, the chosen deck, and the standalone precons. */
export const decksStore = proxy({
  decks: [] as Deck[],
  numDecks: 0,
  page: 1,
  filter: { name: '', pb: '' },
  status: 'idle' as Status,
  error: null as string | null,
  selectedId: null as string | null,
  precons: [] as PreconDeck[],
  preconStatus: 'idle' as Status,
});

let request = 0;

/** Loads the current page with the current filters; an older answer that arrives late is dropped. */
export async function loadDecks(): Promise<void> {
  const mine = ++request;
  decksStore.status = 'loading';
  const params = new URLSearchParams({ page: String(decksStore.page), pageSize: String(deckLimits.pageSize) });
  if (decksStore.filter.name.trim()) params.set('name', decksStore.filter.name.trim());
  if (decksStore.filter.pb) params.set('pb', decksStore.filter.pb);
  try {
    const res = await api(`/api/decks?${params}`, DeckListResponse);
    if (mine !== request) return;
    decksStore.decks = res.decks;
    decksStore.numDecks = res.numDecks;
    decksStore.status = 'ready';
    decksStore.error = null;
    if (!res.decks.some((d) => d._id === decksStore.selectedId)) decksStore.selectedId = res.decks[0]?._id ?? null;
  } catch (err) {
    if (mine !== request) return;
    decksStore.status = 'error';
    decksStore.error = (err as Error).message;
  }
}

export function setPage(page: number): void {
  decksStore.page = page;
  void loadDecks();
}

export function setFilter(filter: Partial<typeof decksStore.filter>): void {
  Object.assign(decksStore.filter, filter);
  decksStore.page = 1;
  void loadDecks();
}

/** The spec: saving empties the list so it reloads; the saved deck becomes the selected one. */
export async function saveDeck(body: SaveDeckBody, deckId?: string): Promise<Deck> {
  const res = await api(deckId ? `/api/decks/${deckId}` : '/api/decks', SaveDeckResponse, { method: deckId ? 'PUT' : 'POST', body });
  decksStore.decks = [];
  decksStore.status = 'idle';
  decksStore.page = 1;
  decksStore.selectedId = res.deck._id;
  return res.deck;
}

/** Copies and imports go on top of the list and are selected (the spec's deck list transitions). */
function addOnTop(deck: Deck): void {
  decksStore.decks = [deck, ...decksStore.decks.filter((d) => d._id !== deck._id)].slice(0, deckLimits.pageSize);
  decksStore.numDecks += 1;
  decksStore.selectedId = deck._id;
}

export async function copyDeck(deck: Deck): Promise<Deck> {
  const res = await api(`/api/decks/${deck._id}/copy`, SaveDeckResponse, { method: 'POST' });
  addOnTop(res.deck);
  return res.deck;
}

export async function importDeck(uuid: string, origin: string): Promise<Deck> {
  const res = await api('/api/decks', SaveDeckResponse, { method: 'POST', body: { uuid, origin } });
  decksStore.page = 1;
  addOnTop(res.deck);
  return res.deck;
}

export async function resyncDeck(deck: Deck): Promise<Deck> {
  const res = await api('/api/decks', SaveDeckResponse, { method: 'POST', body: { deckId: deck._id, uuid: deck.ashesLiveUuid, resync: true } });
  replace(res.deck);
  return res.deck;
}

function replace(deck: Deck): void {
  const index = decksStore.decks.findIndex((d) => d._id === deck._id);
  if (index >= 0) decksStore.decks[index] = deck;
}

/** Deleting selects the first remaining deck; the page reloads so the next deck moves up. */
export async function deleteDeck(deck: Deck): Promise<void> {
  await api(`/api/decks/${deck._id}`, DeleteDeckResponse, { method: 'DELETE' });
  decksStore.decks = decksStore.decks.filter((d) => d._id !== deck._id);
  decksStore.numDecks = Math.max(0, decksStore.numDecks - 1);
  decksStore.selectedId = decksStore.decks[0]?._id ?? null;
  if (decksStore.decks.length === 0 && decksStore.page > 1) decksStore.page -= 1;
  await loadDecks();
}

export async function toggleFavourite(deck: Deck): Promise<void> {
  const res = await api(`/api/decks/${deck._id}`, FavouriteResponse, { method: 'PATCH', body: { favourite: !deck.favourite } });
  const stored = decksStore.decks.find((d) => d._id === res.deckId);
  if (stored) stored.favourite = res.isFave;
}

/** The Pod Precons tab: the standalone collection, loaded once. */
export async function loadPrecons(): Promise<void> {
  if (decksStore.preconStatus === 'ready' || decksStore.preconStatus === 'loading') return;
  decksStore.preconStatus = 'loading';
  try {
    decksStore.precons = (await api('/api/standalone-decks', PreconDecksResponse)).decks;
    decksStore.preconStatus = 'ready';
  } catch {
    decksStore.preconStatus = 'error';
  }
}
