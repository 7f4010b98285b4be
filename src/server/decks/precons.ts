import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { validateDeck } from '../../engine/deckbuilding';
import { DeckContent, preconCollections, type PreconCollection, type PreconDeck } from '../../protocol/decks';
import type { Catalog } from '../cards/catalog';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/cards');

/** A precon as assets/cards holds it; extra fields (behaviours of the chimera...) are the engine's business. */
const PreconFile = DeckContent.extend({ id: z.string(), name: z.string(), notes: z.string().optional(), collection: z.string().optional() });
type PreconFile = z.infer<typeof PreconFile>;

function readJson(file: string): unknown {
  const full = path.join(assetsDir, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
}

/** Each precon that parses; a broken entry is skipped rather than taking the collections down. */
function preconsIn(data: unknown): PreconFile[] {
  const list = Array.isArray(data) ? data : data && typeof data === 'object' && 'precons' in data ? (data as { precons: unknown }).precons : data ? [data] : [];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = PreconFile.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export type Collections = Record<PreconCollection, PreconDeck[]>;

/**
 * The precon collections of the spec, from assets/cards: precons.json and chimera.json hold the decks,
 * collections.json says which deck is in which collection (a deck may also name its collection itself).
 * A collection with no decks is an empty list, never an error.
 */
export function loadCollections(catalog: Catalog): Collections {
  const decks = [...preconsIn(readJson('precons.json')), ...preconsIn(readJson('chimera.json'))];
  const byId = new Map(decks.map((d) => [d.id, d]));
  const mapping = z.record(z.string(), z.array(z.string())).catch({}).parse(readJson('collections.json') ?? {});
  const result = Object.fromEntries(preconCollections.map((c) => [c, [] as PreconDeck[]])) as Collections;
  const view = (d: PreconFile): PreconDeck => ({
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
