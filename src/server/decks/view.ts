import { validateDeck } from '../../engine/deckbuilding';
import type { Deck, SharedDeck } from '../../protocol/decks';
import type { Catalog } from '../cards/catalog';
import type { decks } from '../db/schema';

export type DeckRow = typeof decks.$inferSelect;
export type DeckStats = { played: number; wins: number };

/** A row as the API shows it to its owner: content, status worked out now, and games played with it. */
export function deckView(row: DeckRow, stats: DeckStats | undefined, catalog: Catalog): Deck {
  const content = { champions: row.champions, cards: row.cards, dicepool: row.dicepool as Deck['dicepool'] };
  const played = stats?.played ?? 0;
  const wins = stats?.wins ?? 0;
  return {
    _id: row.id,
    name: row.name,
    ...content,
    notes: row.notes,
    favourite: row.favourite,
    status: validateDeck(content, catalog.cards),
    lastUpdated: row.lastUpdated.toISOString(),
    shareUuid: row.shareUuid,
    ashesLiveUuid: row.sourceUuid,
    sourceOrigin: row.sourceOrigin,
    played,
    wins,
    winRate: played > 0 ? Math.round((100 * wins) / played) : 0,
  };
}

/** What anyone (and any other Emberhall site) sees of a shared deck: no ids, no stats, the owner's name. */
export function sharedView(row: DeckRow, owner: string): SharedDeck {
  return {
    shareUuid: row.shareUuid,
    name: row.name,
    champions: row.champions,
    cards: row.cards,
    dicepool: row.dicepool as SharedDeck['dicepool'],
    notes: row.notes,
    owner,
    lastUpdated: row.lastUpdated.toISOString(),
  };
}
