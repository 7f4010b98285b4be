import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { validateDeck } from '../../engine/deckbuilding';
import { chimeraDeck, precons, type Precon } from '../../engine/catalog';
import { preconCollections, type PreconCollection, type PreconDeck } from '../../protocol/decks';
import type { Catalog } from '../cards/catalog';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/cards');

function readJson(file: string): unknown {
  const full = path.join(assetsDir, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
}

export type Collections = Record<PreconCollection, PreconDeck[]>;

/**
 * The precon collections of the spec: the engine's catalogue holds the decks (engine/catalog.ts),
 * assets/cards/collections.json says which deck is in which collection (a deck may also name its collection itself).
 * A collection with no decks is an empty list, never an error.
 */
export function loadCollections(catalog: Catalog): Collections {
  const decks: Precon[] = [...precons, chimeraDeck];
  const byId = new Map(decks.map((d) => [d.id, d]));
  const mapping = z.record(z.string(), z.array(z.string())).catch({}).parse(readJson('collections.json') ?? {});
  const result = Object.fromEntries(preconCollections.map((c) => [c, [] as PreconDeck[]])) as Collections;
  const view = (d: Precon): PreconDeck => ({
    id: d.id,
    name: d.name,
    champions: d.champions,
    cards: d.cards,
    dicepool: d.dicepool,
    notes: d.notes ?? '',
    status: validateDeck(d, catalog.cards),
  });
  for (const collection of preconCollections) {
    const ids = new Set([...(mapping[collection] ?? []), ...decks.filter((d) => d.collection === collection).map((d) => d.id)]);
    for (const id of ids) {
      const deck = byId.get(id);
      if (deck) result[collection].push(view(deck));
    }
  }
  return result;
}
