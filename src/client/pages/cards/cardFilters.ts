import type { CatalogCard } from '../../../protocol/cards';

export type CardFilter = { text: string; type: string; magic: string; champion: string };

/** Cards matching a free-text search (name or text) and the type, magic and champion filters. */
export function filterCards(cards: readonly CatalogCard[], filter: CardFilter): CatalogCard[] {
  const text = filter.text.trim().toLowerCase();
  return cards.filter(
    (card) =>
      card.deckType !== 'chimera' &&
      (!text || card.name.toLowerCase().includes(text) || card.text.toLowerCase().includes(text)) &&
      (!filter.type || card.type === filter.type) &&
      (!filter.magic || card.magic === filter.magic) &&
      (!filter.champion || card.pod === filter.champion || card.id === filter.champion),
  );
}
