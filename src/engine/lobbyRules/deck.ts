import type { CatalogCard } from '../../protocol/cards';
import type { DeckContent, DeckStatus } from '../../protocol/decks';
import type { GameFormat } from '../../protocol/lobby';
import { validateDeck } from '../deckbuilding/validateDeck';

/** The two verdicts a pending game needs of a deck. */
export type DeckLegality = Pick<DeckStatus, 'basicRules' | 'legalToPlay'>;

/**
 * Deck legality, one answer for the lobby and the Select Deck modal: the deck editor's own
 * validation (basic rules, and every card known to the catalogue the side has loaded).
 */
export function deckLegality(deck: Pick<DeckContent, 'champions' | 'cards'>, catalogue: readonly Pick<CatalogCard, 'id'>[]): DeckLegality {
  const { basicRules, legalToPlay } = validateDeck(deck, catalogue);
  return { basicRules, legalToPlay };
}

/** A deck a pending game may play: it keeps the basic rules and every card is known. */
export function isPlayable(status: DeckLegality): boolean {
  return status.basicRules && status.legalToPlay;
}

export const deckMessages = {
  preconOnly: 'This format plays precon decks',
  basicRules: 'A deck needs at least 1 champion and exactly 18 cards',
  unknownCards: 'This deck has cards that are not in the card list',
} as const;

/**
 * Why this deck may not be chosen for this game (null: it may). The lobby refuses the selection with
 * it and the Select Deck modal greys the deck out with it, so the modal never offers a deck the lobby
 * would refuse. A solo game skips legality (the spec's 'solo games skip legality').
 */
export function deckChoiceProblem(game: { gameFormat: GameFormat; solo: boolean }, deck: { precon: boolean; status: DeckLegality }): string | null {
  if (game.gameFormat === 'precon' && !deck.precon) return deckMessages.preconOnly;
  if (game.solo) return null;
  if (!deck.status.basicRules) return deckMessages.basicRules;
  if (!deck.status.legalToPlay) return deckMessages.unknownCards;
  return null;
}
