import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Uuid } from '../../protocol/common';
import { DeckListQuery, FavouriteBody, ImportDeckBody, ResyncDeckBody, SaveDeckBody, type SaveDeckBody as SaveBody } from '../../protocol/decks';
import { requireUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { HttpError, parseInput } from '../http/errors';
import { checkContent } from '../decks/content';
import { importDeck, resyncDeck } from '../decks/importDeck';
import { deckStats, deleteDeck, insertDeck, listDecks, NO_SUCH_DECK, ownDeck, setFavourite, updateDeck } from '../decks/repo';
import { deckView, type DeckRow } from '../decks/view';

const IdParams = z.object({ id: Uuid });

/** A malformed id cannot name a deck of this user: the same 404 as someone else's deck. */
function deckId(request: FastifyRequest): string {
  const parsed = IdParams.safeParse(request.params);
  if (!parsed.success) throw new HttpError(404, NO_SUCH_DECK);
  return parsed.data.id.toLowerCase();
}

function userId(request: FastifyRequest): string {
  return request.user!.sub;
}

/**
 * The user's decks (site-spec 7): list with paging and filters, one deck, create, import, resync,
 * save, favourite, copy and delete. Every call is the owner's only; another user's deck id is a 404.
 */
export default async function decksApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const view = async (row: DeckRow) => deckView(row, (await deckStats(ctx.db, [row.id])).get(row.id), ctx.catalog);
  const saved = (body: SaveBody) => ({ name: body.deckName, notes: body.notes, ...checkContent(body, ctx.catalog) });

  app.get('/api/decks', { preHandler: requireUser }, async (request) => {
    const query = parseInput(DeckListQuery, request.query);
    const { rows, total } = await listDecks(ctx.db, userId(request), query);
    const stats = await deckStats(ctx.db, rows.map((r) => r.id));
    return { success: true, decks: rows.map((r) => deckView(r, stats.get(r.id), ctx.catalog)), numDecks: total };
  });

  app.get('/api/decks/:id', { preHandler: requireUser }, async (request) => {
    return { success: true, deck: await view(await ownDeck(ctx.db, userId(request), deckId(request))) };
  });

  // One path, three bodies (the spec's): resync when 'resync' is there, import when 'uuid' or 'origin' is
  // (an import missing its uuid is told so), else a new deck.
  app.post('/api/decks', { preHandler: requireUser }, async (request) => {
    const body = request.body;
    const has = (key: string) => typeof body === 'object' && body !== null && key in body;
    if (has('resync')) {
      const { deckId: id, uuid } = parseInput(ResyncDeckBody, body);
      const row = await resyncDeck(ctx, userId(request), id.toLowerCase(), uuid);
      return { success: true, deck: await view(row), message: 'Deck updated successfully' };
    }
    if (has('uuid') || has('origin')) {
      const { uuid, origin } = parseInput(ImportDeckBody, body);
      const row = await importDeck(ctx, request, userId(request), uuid.toLowerCase(), origin);
      return { success: true, deck: await view(row), message: 'Deck added successfully' };
    }
    const row = await insertDeck(ctx.db, userId(request), saved(parseInput(SaveDeckBody, body)));
    return { success: true, deck: await view(row) };
  });

  app.put('/api/decks/:id', { preHandler: requireUser }, async (request) => {
    const id = deckId(request);
    const changes = saved(parseInput(SaveDeckBody, request.body));
    return { success: true, deck: await view(await updateDeck(ctx.db, userId(request), id, changes)) };
  });

  app.patch('/api/decks/:id', { preHandler: requireUser }, async (request) => {
    const id = deckId(request);
    const { favourite } = parseInput(FavouriteBody, request.body);
    await setFavourite(ctx.db, userId(request), id, favourite);
    return { success: true, deckId: id, isFave: favourite };
  });

  // Duplicate: the spec names copies with ' (Copy)'; our own call, as the spec leaves its shape open.
  app.post('/api/decks/:id/copy', { preHandler: requireUser }, async (request) => {
    const source = await ownDeck(ctx.db, userId(request), deckId(request));
    const name = `${source.name} (Copy)`.slice(0, 64);
    const row = await insertDeck(ctx.db, userId(request), {
      name,
      notes: source.notes,
      champions: source.champions,
      cards: source.cards,
      dicepool: source.dicepool as SaveBody['dicepool'],
    });
    return { success: true, deck: await view(row) };
  });

  app.delete('/api/decks/:id', { preHandler: requireUser }, async (request) => {
    const id = deckId(request);
    await deleteDeck(ctx.db, userId(request), id);
    return { success: true, deckId: id };
  });
}
