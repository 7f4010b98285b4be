import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import accountApi from './account';
import altArtApi from '../admin/altArtRoute';
import banlistApi from './banlist';
import cardsApi from './cards';
import cardImages from './card-images';
import crashApi from './crash';
import decksApi from './decks';
import decksSharedApi from './decksShared';
import gamesApi from './games';
import messagesApi from './messages';
import patreonApi from './patreon';
import replaysApi from './replays';
import statsApi from './stats';
import usersApi from './users';

/**
 * Every HTTP resource of the spec, one file each. A plugin takes the app and the server context;
 * add a resource with one line here.
 */
export async function registerApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await accountApi(app, ctx);
  await cardsApi(app, ctx);
  await cardImages(app);
  await crashApi(app, ctx);
  await decksApi(app, ctx);
  await decksSharedApi(app, ctx);
  await usersApi(app, ctx);
  await banlistApi(app, ctx);
  await patreonApi(app, ctx);
  await altArtApi(app, ctx);
  await gamesApi(app, ctx);
  await statsApi(app, ctx);
  await replaysApi(app, ctx);
  await messagesApi(app, ctx);
}
