import type { FastifyRequest } from 'fastify';
import type { SharedDeck } from '../../protocol/decks';
import type { ServerBase } from '../serverBase';
import { HttpError } from '../http/errors';
import { keepKnown } from './content';
import { importSource, originOf } from './origins';
import { fetchSharedDeck } from './remoteShare';
import { insertDeck, ownDeck, sharedDeck, updateDeck } from './repo';
import type { DeckRow } from './view';

export const IMPORT_FAILED = 'An error occurred importing your deck. Please check the Url or try again later.';
export const UNTRUSTED_SITE = 'Decks can only be imported from this site or a trusted Emberhall site.';

/** The shared deck behind a UUID, from this site's database or a trusted site's share API. */
async function findShared(ctx: ServerBase, source: 'local' | string, uuid: string): Promise<SharedDeck> {
  if (source === 'local') {
    const found = await sharedDeck(ctx.db, uuid);
    if (found) {
      const { row, owner } = found;
      return { shareUuid: row.shareUuid, name: row.name, champions: row.champions, cards: row.cards, dicepool: row.dicepool as SharedDeck['dicepool'], notes: row.notes, owner, lastUpdated: row.lastUpdated.toISOString() };
    }
  } else {
    const remote = await fetchSharedDeck(source, uuid);
    if (remote) return remote;
  }
  throw new HttpError(404, IMPORT_FAILED);
}

function contentOf(ctx: ServerBase, shared: SharedDeck) {
  return { name: shared.name, notes: shared.notes, ...keepKnown(shared, ctx.catalog) };
}

/** Copies a shared deck into the user's decks, remembering where it came from so it can be resynced. */
export async function importDeck(ctx: ServerBase, request: FastifyRequest, userId: string, uuid: string, origin?: string): Promise<DeckRow> {
  const source = importSource(origin, request, ctx.config);
  if (source === null) throw new HttpError(400, UNTRUSTED_SITE);
  const shared = await findShared(ctx, source, uuid);
  return insertDeck(ctx.db, userId, { ...contentOf(ctx, shared), sourceUuid: uuid, sourceOrigin: source === 'local' ? null : source });
}

/** Fetches the source again and replaces the copy's content (its favourite mark stays). */
export async function resyncDeck(ctx: ServerBase, userId: string, deckId: string, uuid: string): Promise<DeckRow> {
  const deck = await ownDeck(ctx.db, userId, deckId);
  if (!deck.sourceUuid || deck.sourceUuid !== uuid.toLowerCase()) throw new HttpError(400, 'This deck was not imported from that link');
  const source = deck.sourceOrigin ?? 'local';
  // The stored origin was trusted when the deck was imported; it must still be trusted now.
  if (source !== 'local' && !ctx.config.deckSites.some((site) => originOf(site) === source)) throw new HttpError(400, UNTRUSTED_SITE);
  const shared = await findShared(ctx, source, uuid);
  return updateDeck(ctx.db, userId, deckId, contentOf(ctx, shared));
}
