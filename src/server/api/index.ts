import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import accountApi from './account';
import cardsApi from './cards';
import decksApi from './decks';
import decksSharedApi from './decksShared';

/**
 * Every HTTP resource of the spec, one file each. A plugin takes the app and the server context;
 * add a resource with one line here.
 */
export async function registerApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await accountApi(app, ctx);
  await cardsApi(app, ctx);
  await decksApi(app, ctx);
  await decksSharedApi(app, ctx);
}
