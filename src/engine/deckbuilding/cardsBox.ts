import type { CatalogCard } from '../../protocol/cards';
import type { DeckCard } from '../../protocol/decks';
import { deckLimits } from '../../protocol/decks';

/** What the Cards box yields: champions and cards, in the order they were first typed. */
export type ParsedCards = { champions: string[]; cards: DeckCard[] };

/** Cards a deck may hold: conjurations come from other cards, chimera cards belong to the solo opponent. */
export function isDeckbuildable(card: CatalogCard): boolean {
  return card.type !== 'Conjuration' && card.type !== 'Conjured Alteration Spell' && card.deckType !== 'chimera';
}

/** Lower-cased name to card, for the case-insensitive exact match of the spec. */
export function nameIndex(catalogue: readonly CatalogCard[]): Map<string, CatalogCard> {
  const index = new Map<string, CatalogCard>();
  for (const card of catalogue) if (card.deckType !== 'chimera') index.set(card.name.toLowerCase(), card);
  return index;
}

/**
 * Reads one line: a count, an optional x, the card name, an optional ' ff'. Several readings are
 * tried because both the x and the ff could belong to a name; the first that names a card wins.
 */
function readLine(line: string, index: Map<string, CatalogCard>): { card: CatalogCard; count: number; ff: boolean } | null {
  const match = /^\s*(\d{1,3})\s*(.*?)\s*$/.exec(line);
  if (!match) return null;
  const count = Number(match[1]);
  if (count < 1) return null;
  const rest = match[2];
  const names = /^x\s*/i.test(rest) ? [rest.replace(/^x\s*/i, ''), rest] : [rest];
  for (const name of names) {
    const ffName = /\s+ff$/i.test(name) ? name.replace(/\s+ff$/i, '') : null;
    const readings: [string, boolean][] = ffName !== null ? [[ffName, true], [name, false]] : [[name, false]];
    for (const [candidate, ff] of readings) {
      const card = index.get(candidate.toLowerCase());
      if (card) return { card, count, ff };
    }
  }
  return null;
}

/**
 * The Cards box of the deck editor (board-spec 5): one card a line; unknown names ignored;
 * conjurations skipped; champions go to champions; repeated cards add up (ff if any line says so).
 */
export function parseCardsBox(text: string, catalogue: readonly CatalogCard[]): ParsedCards {
  const index = nameIndex(catalogue);
  const champions: string[] = [];
  const cards: DeckCard[] = [];
  for (const line of text.split(/\r?\n/)) {
    const read = readLine(line, index);
    if (!read || !isDeckbuildable(read.card)) continue;
    if (read.card.type === 'Champion') {
      if (!champions.includes(read.card.id)) champions.push(read.card.id);
      continue;
    }
    const existing = cards.find((c) => c.id === read.card.id);
    if (existing) {
      existing.count = Math.min(deckLimits.maxCount, existing.count + read.count);
      if (read.ff) existing.ff = true;
    } else {
      cards.push(read.ff ? { id: read.card.id, count: Math.min(deckLimits.maxCount, read.count), ff: true } : { id: read.card.id, count: Math.min(deckLimits.maxCount, read.count) });
    }
  }
  return { champions, cards };
}
