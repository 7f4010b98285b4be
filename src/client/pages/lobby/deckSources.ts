import { proxy } from 'valtio';
import { DeckListResponse, PreconDecksResponse } from '../../../protocol/decks';
import { api } from '../../net/api';

/** A deck the Select Deck modal offers: one of the user's decks or a precon. */
export type DeckChoice = { id: string; name: string; champions: readonly string[]; legal: boolean; precon: boolean };

export const deckSources = proxy<{ mine: DeckChoice[]; precons: DeckChoice[]; status: 'idle' | 'loading' | 'ready' | 'error'; error: string | null }>({
  mine: [],
  precons: [],
  status: 'idle',
  error: null,
});

/** Loads the user's decks (all of them, newest first) and the standalone precons, once per modal opening. */
export async function loadDeckSources(): Promise<void> {
  deckSources.status = 'loading';
  try {
    const [mine, precons] = await Promise.all([
      api('/api/decks?pageSize=50&page=1', DeckListResponse),
      api('/api/standalone-decks', PreconDecksResponse),
    ]);
    deckSources.mine = mine.decks.map((d) => ({ id: d._id, name: d.name, champions: d.champions, legal: d.status.legalToPlay, precon: false }));
    deckSources.precons = precons.decks.map((d) => ({ id: d.id, name: d.name, champions: d.champions, legal: d.status.legalToPlay, precon: true }));
    deckSources.status = 'ready';
  } catch (err) {
    deckSources.status = 'error';
    deckSources.error = (err as Error).message;
  }
}

/** The deck a player picked, found again among the sources. */
export function findChoice(deck: { _id?: string; precon_id?: string } | undefined): DeckChoice | undefined {
  if (!deck) return undefined;
  if (deck.precon_id) return deckSources.precons.find((d) => d.id === deck.precon_id);
  return deckSources.mine.find((d) => d.id === deck._id);
}
