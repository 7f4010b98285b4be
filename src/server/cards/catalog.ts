import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AltCard, type CatalogCard } from '../../protocol/cards';
import { catalog } from '../../engine/catalog';

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

/** Today's card set (the engine's catalogue, engine/catalog.ts) and the alternate arts of assets/cards. */
export function loadCatalog(): Catalog {
  const cards = catalog;
  const alts = readList('alts.json', AltCard);
  return { cards, byId: new Map(cards.map((c) => [c.id, c])), alts };
}
