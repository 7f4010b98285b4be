import { parseCardsBox, parseDiceBox, printCards, printDice, validateDeck } from '../../../engine/deckbuilding';
import type { CatalogCard } from '../../../protocol/cards';
import type { DeckContent, DeckStatus, SaveDeckBody } from '../../../protocol/decks';

/** What the editor's fields hold: text, exactly as typed. */
export type DraftFields = { deckName: string; champions: string[]; cardsText: string; diceText: string; notes: string };

/** The editor's fields read into a deck: champions from the select plus any typed in the Cards box. */
export function readDraft(fields: DraftFields, catalogue: CatalogCard[]): { content: DeckContent; status: DeckStatus; ignored: string[] } {
  const parsed = parseCardsBox(fields.cardsText, catalogue);
  const champions = [...new Set([...fields.champions, ...parsed.champions])];
  const content = { champions, cards: parsed.cards, dicepool: parseDiceBox(fields.diceText) };
  // Lines that yield nothing, shown so a typo does not vanish silently.
  const ignored = fields.cardsText
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      const one = parseCardsBox(line, catalogue);
      return one.cards.length === 0 && one.champions.length === 0;
    });
  return { content, status: validateDeck(content, catalogue), ignored };
}

export function draftBody(fields: DraftFields, content: DeckContent): SaveDeckBody {
  return { deckName: fields.deckName.trim(), notes: fields.notes, ...content };
}

/** The fields for an existing deck: champions in the select, cards and dice as text. */
export function fieldsOf(deck: DeckContent & { name: string; notes: string }, catalogue: CatalogCard[]): DraftFields {
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  return { deckName: deck.name, champions: [...deck.champions], cardsText: printCards(deck.cards, byId), diceText: printDice(deck.dicepool), notes: deck.notes };
}
