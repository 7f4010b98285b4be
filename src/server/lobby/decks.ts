import { and, eq } from 'drizzle-orm';
import { deckLegality, isPlayable } from '../../engine/lobbyRules';
import type { SetupDeck } from '../../protocol/game';
import type { Catalog } from '../cards/catalog';
import type { Db } from '../db/client';
import { decks } from '../db/schema/games';
import { chimeraTier, chimeraTiers } from '../../engine/catalog';
import { loadPrecons, type PreconDeck } from './precons';
import type { ChosenDeck } from './types';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shared deck legality (engine/lobbyRules), the same answer the Select Deck modal computes. */
export function deckStatus(catalog: Catalog, deck: Pick<ChosenDeck, 'deckChampions' | 'cards'>) {
  return deckLegality({ champions: deck.deckChampions, cards: deck.cards }, catalog.cards);
}

function fromPrecon(catalog: Catalog, p: PreconDeck): ChosenDeck {
  const base = { name: p.name, preconId: p.id, deckChampions: p.champions, cards: p.cards, dicepool: p.dicepool };
  return { ...base, ...deckStatus(catalog, base) };
}

/** The standard champions of the catalogue: the pool for drafts and for decks naming fewer than 3. */
export function championPool(catalog: Catalog): string[] {
  return catalog.cards.filter((c) => c.type === 'Champion' && c.deckType !== 'chimera').map((c) => c.id);
}

export function randomPrecon(catalog: Catalog, random: () => number = Math.random): ChosenDeck {
  const legal = loadPrecons().decks.map((p) => fromPrecon(catalog, p)).filter(isPlayable);
  return legal[Math.floor(random() * legal.length)];
}

/**
 * A deck selection (site-spec 4): -1 chooses a random legal precon, the precon flag names a precon id,
 * else the id of one of the user's own decks. Null when there is no such deck.
 */
export async function resolveDeck(
  db: Db,
  catalog: Catalog,
  userId: string | null,
  deckId: string | -1,
  precon: boolean,
): Promise<ChosenDeck | null> {
  if (deckId === -1) return randomPrecon(catalog);
  if (precon) {
    const p = loadPrecons().byId.get(deckId);
    return p ? fromPrecon(catalog, p) : null;
  }
  if (!userId || !uuidPattern.test(deckId)) return null;
  const [row] = await db.select().from(decks).where(and(eq(decks.id, deckId), eq(decks.userId, userId))).limit(1);
  if (!row) return null;
  const base = {
    name: row.name,
    deckId: row.id,
    deckChampions: row.champions,
    cards: row.cards,
    dicepool: row.dicepool as SetupDeck['dicepool'],
  };
  return { ...base, ...deckStatus(catalog, base) };
}

/** The champions a player may choose 3 of for this deck. */
export function allowedChampions(catalog: Catalog, deck: ChosenDeck): string[] {
  return deck.deckChampions.length >= 3 ? deck.deckChampions : championPool(catalog);
}

/** A drafted deck: the kept champions' pods, two of each card, dice split across their magics. */
export function draftedDeck(catalog: Catalog, champions: string[]): ChosenDeck {
  const pods = loadPrecons().pods;
  const ids = champions.flatMap((c) => pods[c] ?? []);
  const cards = ids.map((id) => ({ id, count: 2 }));
  const magics = champions.map((c) => catalog.byId.get(c)?.magic).filter((m): m is NonNullable<typeof m> => !!m);
  const dice = new Map<string, number>();
  for (let i = 0; i < 10 && magics.length; i++) {
    const m = magics[i % magics.length];
    dice.set(m, (dice.get(m) ?? 0) + 1);
  }
  const dicepool = [...dice].map(([magic, count]) => ({ magic, count })) as SetupDeck['dicepool'];
  const base = { name: 'Drafted deck', deckChampions: champions, cards, dicepool };
  return { ...base, ...deckStatus(catalog, base) };
}

/** The chimera deck of a tier (its id from chimera.json; undefined for the default tier), or null for an unknown tier. */
export function chimeraDeck(tier?: string): ChosenDeck | null {
  const c = tier === undefined ? chimeraTier() : chimeraTiers.find((t) => t.chimeraTier === tier);
  if (!c) return null;
  return { name: c.name, preconId: c.id, deckChampions: c.champions, cards: c.cards, dicepool: c.dicepool, chimeraTier: c.chimeraTier, basicRules: true, legalToPlay: true };
}
