import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AltCard, CatalogCard } from '../../protocol/cards';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/cards');

export type Catalog = {
  cards: CatalogCard[];
  byId: Map<string, CatalogCard>;
  alts: AltCard[];
};

function readList<T>(file: string, schema: z.ZodType<T>): T[] {
  const full = path.join(assetsDir, file);
  if (!existsSync(full)) return [];
  return z.array(schema).parse(JSON.parse(readFileSync(full, 'utf8')));
}

/** The card set of assets/cards, checked against the protocol schema once at start. */
export function loadCatalog(): Catalog {
  const cards = readList('cards.json', CatalogCard);
  const alts = readList('alts.json', AltCard);
  return { cards, byId: new Map(cards.map((c) => [c.id, c])), alts };
}
