import type { CatalogCard } from '../../protocol/cards';
import type { DeckCard, DeckContent, DeckDie } from '../../protocol/decks';

/** Card lines as the Cards box reads them: '3x Name', with ' ff' for first-five cards. */
export function printCards(cards: readonly DeckCard[], byId: ReadonlyMap<string, CatalogCard>): string {
  return cards
    .map((c) => {
      const card = byId.get(c.id);
      return card ? `${c.count}x ${card.name}${c.ff ? ' ff' : ''}` : null;
    })
    .filter((line): line is string => line !== null)
    .join('\n');
}

export function printChampions(champions: readonly string[], byId: ReadonlyMap<string, CatalogCard>): string {
  return champions
    .map((id) => byId.get(id))
    .filter((card): card is CatalogCard => Boolean(card))
    .map((card) => `1x ${card.name}`)
    .join('\n');
}

/** Dice lines as the Dice box reads them: 'N magic'. */
export function printDice(dice: readonly DeckDie[]): string {
  return dice.map((d) => `${d.count} ${d.magic}`).join('\n');
}

/**
 * A deck as text: the Cards box (champions first, then cards) and the Dice box. Parsing this text
 * back gives the same deck (a property test holds us to it); cards unknown to the catalogue drop out.
 */
export function printDeck(deck: DeckContent, catalogue: readonly CatalogCard[]): { cards: string; dice: string } {
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  const champions = printChampions(deck.champions, byId);
  const cards = printCards(deck.cards, byId);
  return { cards: [champions, cards].filter(Boolean).join('\n'), dice: printDice(deck.dicepool) };
}
