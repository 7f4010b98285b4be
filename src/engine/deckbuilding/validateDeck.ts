import type { CatalogCard } from '../../protocol/cards';
import { deckLimits, type DeckContent, type DeckStatus } from '../../protocol/decks';

/**
 * The spec's deck validation: basic rules hold with at least one champion and exactly 18 cards;
 * legalToPlay holds once the cards are loaded, that is when every champion and card of the deck is
 * in the loaded catalogue (a deck naming a card this site does not know cannot be dealt). Counts
 * over 3 are flagged for highlighting, not refused. No card of this set carries enhancements, so
 * the spec's enhancement messages never apply here. The lobby's rules (engine/lobbyRules) play a
 * deck only when both hold.
 */
export function validateDeck(deck: Pick<DeckContent, 'champions' | 'cards'> & Partial<DeckContent>, catalogue: readonly Pick<CatalogCard, 'id'>[]): DeckStatus {
  const totalCards = deck.cards.reduce((sum, c) => sum + c.count, 0);
  const overLimit = deck.cards.filter((c) => c.count > deckLimits.maxCopies).map((c) => c.id);
  const problems: string[] = [];
  if (deck.champions.length < deckLimits.minChampions) problems.push('noChampion');
  if (totalCards < deckLimits.deckSize) problems.push('tooFewCards');
  if (totalCards > deckLimits.deckSize) problems.push('tooManyCards');
  if (overLimit.length > 0) problems.push('overLimit');
  const basicRules = deck.champions.length >= deckLimits.minChampions && totalCards === deckLimits.deckSize;
  const known = new Set(catalogue.map((c) => c.id));
  const legalToPlay = known.size > 0 && [...deck.champions, ...deck.cards.map((c) => c.id)].every((id) => known.has(id));
  return { basicRules, legalToPlay, totalCards, overLimit, problems };
}
