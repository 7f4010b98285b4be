import { z } from 'zod';
import { CatalogCard } from '../protocol/cards';
import cardsJson from '../../assets/cards/cards.json';
import preconsJson from '../../assets/cards/precons.json';
import chimeraJson from '../../assets/cards/chimera.json';
import type { SetupDeck } from '../protocol/game';

/** The card catalogue, checked once at load: a bad card file fails loudly here, not mid-game. */
export const catalog: CatalogCard[] = z.array(CatalogCard).parse(cardsJson);
export const cardById: Record<string, CatalogCard> = Object.fromEntries(catalog.map((c) => [c.id, c]));

export function card(id: string): CatalogCard {
  const c = cardById[id];
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

export interface Precon extends SetupDeck { id: string; name: string }
const PreconsFile = z.object({
  pods: z.record(z.string(), z.array(z.string())),
  precons: z.array(z.object({ id: z.string(), name: z.string(), champions: z.array(z.string()), cards: z.array(z.object({ id: z.string(), count: z.number(), ff: z.boolean().optional() })), dicepool: z.array(z.object({ magic: z.string(), count: z.number() })) })),
});
const parsed = PreconsFile.parse(preconsJson);
/** Champion id -> its pod's card ids (the draft pool and the deck editor use this). */
export const pods: Record<string, string[]> = parsed.pods;
export const precons: Precon[] = parsed.precons as Precon[];
export const chimeraDeck: SetupDeck & { id: string; name: string; behavioursPerRound: number } = chimeraJson as never;
