import { isDeckbuildable } from '../../engine/deckbuilding';
import type { DeckCard, DeckContent, DeckDie } from '../../protocol/decks';
import { deckLimits } from '../../protocol/decks';
import type { Catalog } from '../cards/catalog';
import { HttpError } from '../http/errors';

/** Repeated entries merged (counts add up, ff if any says so), in first-seen order. */
function mergeCards(cards: readonly DeckCard[]): DeckCard[] {
  const merged = new Map<string, DeckCard>();
  for (const c of cards) {
    const seen = merged.get(c.id);
    if (seen) {
      seen.count = Math.min(deckLimits.maxCount, seen.count + c.count);
      if (c.ff) seen.ff = true;
    } else merged.set(c.id, c.ff ? { id: c.id, count: c.count, ff: true } : { id: c.id, count: c.count });
  }
  return [...merged.values()];
}

function mergeDice(dice: readonly DeckDie[]): DeckDie[] {
  const merged = new Map<string, DeckDie>();
  for (const d of dice) {
    const seen = merged.get(d.magic);
    if (seen) seen.count = Math.min(deckLimits.maxCount, seen.count + d.count);
    else merged.set(d.magic, { magic: d.magic, count: d.count });
  }
  return [...merged.values()];
}

/**
 * Checks a deck a user sent against the catalogue: champions must be champions, cards must be cards
 * the editor allows. With no catalogue loaded there is nothing to check against, so ids are kept.
 */
export function checkContent(content: DeckContent, catalog: Catalog): DeckContent {
  const known = catalog.cards.length > 0;
  for (const id of content.champions) {
    const card = catalog.byId.get(id);
    if (known && (!card || card.type !== 'Champion' || !isDeckbuildable(card))) throw new HttpError(400, `Unknown champion: ${id}`);
  }
  for (const { id } of content.cards) {
    const card = catalog.byId.get(id);
    if (known && (!card || card.type === 'Champion' || !isDeckbuildable(card))) throw new HttpError(400, `Unknown card: ${id}`);
  }
  return { champions: [...new Set(content.champions)], cards: mergeCards(content.cards), dicepool: mergeDice(content.dicepool) };
}

/** A deck from another site: what this catalogue does not know drops out instead of failing the import. */
export function keepKnown(content: DeckContent, catalog: Catalog): DeckContent {
  if (catalog.cards.length === 0) return checkContent(content, catalog);
  const ok = (id: string, champion: boolean) => {
    const card = catalog.byId.get(id);
    return Boolean(card && isDeckbuildable(card) && (card.type === 'Champion') === champion);
  };
  return checkContent(
    {
      champions: content.champions.filter((id) => ok(id, true)),
      cards: content.cards.filter((c) => ok(c.id, false)),
      dicepool: content.dicepool,
    },
    catalog,
  );
}
