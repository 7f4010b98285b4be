import type { CatalogCard } from '../../protocol/cards';
import { deckLimits, type DeckContent, type DeckStatus } from '../../protocol/decks';

/**
 * The spec's deck validation: basic rules hold with at least one champion and exactly 18 cards;
 * legalToPlay is true once cards are loaded; counts over 3 are flagged for highlighting, not refused.
 * No card of this set carries enhancements, so the spec's enhancement messages never apply here.
 */
export function validateDeck(deck: DeckContent, catalogue: readonly CatalogCard[]): DeckStatus {
  const totalCards = deck.cards.reduce((sum, c) => sum + c.count, 0);
  const overLimit = deck.cards.filter((c) => c.count > deckLimits.maxCopies).map((c) => c.id);
  const problems: string[] = [];
  if (deck.champions.length < deckLimits.minChampions) problems.push('noChampion');
  if (totalCards < deckLimits.deckSize) problems.push('tooFewCards');
  if (totalCards > deckLimits.deckSize) problems.push('tooManyCards');
  if (overLimit.length > 0) problems.push('overLimit');
  const basicRules = deck.champions.length >= deckLimits.minChampions && totalCards === deckLimits.deckSize;
  return { basicRules, legalToPlay: catalogue.length > 0, totalCards, overLimit, problems };
}
