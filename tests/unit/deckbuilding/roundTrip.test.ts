import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDeckbuildable, parseCardsBox, parseDiceBox, printDeck } from '../../../src/engine/deckbuilding';
import { z } from 'zod';
import { CatalogCard, magicTypes } from '../../../src/protocol/cards';
import type { DeckContent } from '../../../src/protocol/decks';
import { catalogue as fixture } from './fixture';
import realCards from '../../../assets/cards/cards.json';

/** Decks made only of cards the editor accepts, each card and magic once, in any order. */
function deckOf(catalogue: readonly CatalogCard[]): fc.Arbitrary<DeckContent> {
  const usable = catalogue.filter(isDeckbuildable);
  const champions = usable.filter((c) => c.type === 'Champion').map((c) => c.id);
  const others = usable.filter((c) => c.type !== 'Champion').map((c) => c.id);
  return fc.record({
    champions: fc.uniqueArray(fc.constantFrom(...champions), { maxLength: champions.length }),
    cards: fc.uniqueArray(
      fc.record({ id: fc.constantFrom(...others), count: fc.integer({ min: 1, max: 99 }), ff: fc.option(fc.constant(true as const), { nil: undefined }) }),
      { selector: (c) => c.id, maxLength: others.length },
    ).map((cards) => cards.map(({ id, count, ff }) => (ff ? { id, count, ff } : { id, count }))),
    dicepool: fc.uniqueArray(fc.record({ magic: fc.constantFrom(...magicTypes), count: fc.integer({ min: 1, max: 99 }) }), { selector: (d) => d.magic }),
  });
}

describe.each([
  ['our fixture', fixture],
  ['the real card set', z.array(CatalogCard).parse(realCards)],
])('printing a deck and parsing it back (%s)', (_name, catalogue) => {
  it('gives the same deck', () => {
    fc.assert(
      fc.property(deckOf(catalogue), (deck) => {
        const text = printDeck(deck, catalogue);
        const cards = parseCardsBox(text.cards, catalogue);
        expect({ ...cards, dicepool: parseDiceBox(text.dice) }).toEqual(deck);
      }),
      { numRuns: 300 },
    );
  });
});
