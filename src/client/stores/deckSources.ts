import { proxy } from 'valtio';
import { deckChoiceProblem, deckLegality, type DeckLegality } from '../../engine/lobbyRules';
import type { CatalogCard } from '../../protocol/cards';
import { DeckListResponse, PreconDecksResponse, type DeckContent } from '../../protocol/decks';
import type { LobbyGame } from '../../protocol/lobby';
import { api } from '../net/api';
import { cardsStore, loadCards } from './cards';

/** A deck the Select Deck modal offers: one of the user's decks or a precon, with its legality. */
export type DeckChoice = { id: string; name: string; champions: readonly string[]; status: DeckLegality; precon: boolean };

export const deckSources = proxy<{ mine: DeckChoice[]; precons: DeckChoice[]; status: 'idle' | 'loading' | 'ready' | 'error'; error: string | null }>({
  mine: [],
  precons: [],
  status: 'idle',
  error: null,
});

/**
 * A deck as the modal offers it. Its legality is the lobby's own rule (engine/lobbyRules) run on the
 * card catalogue the client loaded, the same catalogue the lobby has, so both judge the deck alike.
 */
export function toChoice(deck: Pick<DeckContent, 'champions' | 'cards'> & { id: string; name: string }, precon: boolean, catalogue: readonly CatalogCard[]): DeckChoice {
  return { id: deck.id, name: deck.name, champions: deck.champions, status: deckLegality(deck, catalogue), precon };
}

/** Why the modal greys this deck out in this game (null: it is offered): the lobby's own refusal of it. */
export function offerProblem(game: Pick<LobbyGame, 'gameFormat' | 'solo'>, deck: DeckChoice): string | null {
  return deckChoiceProblem(game, deck);
}

/** Loads the user's decks (all of them, newest first), the standalone precons and the catalogue, once per modal opening. */
export async function loadDeckSources(): Promise<void> {
  deckSources.status = 'loading';
  try {
    const [mine, precons] = await Promise.all([
      api('/api/decks?pageSize=50&page=1', DeckListResponse),
      api('/api/standalone-decks', PreconDecksResponse),
      loadCards(),
    ]);
    if (cardsStore.status !== 'ready') throw new Error(cardsStore.error ?? 'The card list could not be loaded');
    deckSources.mine = mine.decks.map((d) => toChoice({ ...d, id: d._id }, false, cardsStore.cards));
    deckSources.precons = precons.decks.map((d) => toChoice(d, true, cardsStore.cards));
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
