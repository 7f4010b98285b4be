import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DeckContent, DeckListQuery } from '../../protocol/decks';
import type { Db } from '../db/client';
import { decks, gamePlayers, games, users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { DeckRow, DeckStats } from './view';

/** The spec's error for a deck that is missing or someone else's: we never say which. */
export const NO_SUCH_DECK = 'No such deck';

export type NewDeck = DeckContent & { name: string; notes: string; sourceUuid?: string | null; sourceOrigin?: string | null };

/** LIKE treats % and _ as wildcards; a name filter means the literal text. */
function likeLiteral(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listWhere(userId: string, query: DeckListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(decks.userId, userId)];
  if (query.name) where.push(ilike(decks.name, likeLiteral(query.name)));
  if (query.pb) where.push(sql`${decks.champions} @> ${JSON.stringify([query.pb])}::jsonb`);
  if (query.favourite) where.push(eq(decks.favourite, query.favourite === 'true'));
  return and(...where);
}

/** One page of a user's decks, newest update first unless asked otherwise, and how many match in all. */
export async function listDecks(db: Db, userId: string, query: DeckListQuery): Promise<{ rows: DeckRow[]; total: number }> {
  const where = listWhere(userId, query);
  const dir = query.sortDir ?? (query.sort === 'name' ? 'asc' : 'desc');
  const order = dir === 'asc' ? asc : desc;
  const primary = query.sort === 'name' ? order(decks.name) : order(decks.lastUpdated);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(decks)
      .where(where)
      .orderBy(primary, order(decks.created), order(decks.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(decks).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Played and won games per deck, counting finished games only. */
export async function deckStats(db: Db, deckIds: string[]): Promise<Map<string, DeckStats>> {
  if (deckIds.length === 0) return new Map();
  const rows = await db
    .select({
      deckId: gamePlayers.deckId,
      played: count(),
      wins: sql<number>`count(*) filter (where ${gamePlayers.won})`,
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(and(inArray(gamePlayers.deckId, deckIds), isNotNull(games.finishedAt)))
    .groupBy(gamePlayers.deckId);
  return new Map(rows.map((r) => [r.deckId as string, { played: Number(r.played), wins: Number(r.wins) }]));
}

/** The user's own deck, or a 404 that does not reveal whether someone else has one by that id. */
export async function ownDeck(db: Db, userId: string, deckId: string): Promise<DeckRow> {
  const [row] = await db.select().from(decks).where(and(eq(decks.id, deckId), eq(decks.userId, userId)));
  if (!row) throw new HttpError(404, NO_SUCH_DECK);
  return row;
}

export async function insertDeck(db: Db, userId: string, deck: NewDeck): Promise<DeckRow> {
  const now = new Date();
  const [row] = await db
    .insert(decks)
    .values({
      id: randomUUID(),
      userId,
      name: deck.name,
      champions: deck.champions,
      cards: deck.cards,
      dicepool: deck.dicepool,
      notes: deck.notes,
      shareUuid: randomUUID(),
      sourceUuid: deck.sourceUuid ?? null,
      sourceOrigin: deck.sourceOrigin ?? null,
      created: now,
      lastUpdated: now,
    })
    .returning();
  return row;
}

export async function updateDeck(db: Db, userId: string, deckId: string, changes: Partial<NewDeck>): Promise<DeckRow> {
  const [row] = await db
    .update(decks)
    .set({ ...changes, lastUpdated: new Date() })
    .where(and(eq(decks.id, deckId), eq(decks.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, NO_SUCH_DECK);
  return row;
}

/** Favourite is a mark, not an edit: it leaves lastUpdated alone so the list order does not jump. */
export async function setFavourite(db: Db, userId: string, deckId: string, favourite: boolean): Promise<void> {
  const rows = await db
    .update(decks)
    .set({ favourite })
    .where(and(eq(decks.id, deckId), eq(decks.userId, userId)))
    .returning({ id: decks.id });
  if (rows.length === 0) throw new HttpError(404, NO_SUCH_DECK);
}

export async function deleteDeck(db: Db, userId: string, deckId: string): Promise<void> {
  const rows = await db.delete(decks).where(and(eq(decks.id, deckId), eq(decks.userId, userId))).returning({ id: decks.id });
  if (rows.length === 0) throw new HttpError(404, NO_SUCH_DECK);
}

/** A deck by its share UUID, with its owner's name, for the public share API and local imports. */
export async function sharedDeck(db: Db, shareUuid: string): Promise<{ row: DeckRow; owner: string } | null> {
  const [found] = await db
    .select({ row: decks, owner: users.username })
    .from(decks)
    .innerJoin(users, eq(users.id, decks.userId))
    .where(eq(decks.shareUuid, shareUuid));
  return found ?? null;
}
