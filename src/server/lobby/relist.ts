import { and, isNotNull, isNull } from 'drizzle-orm';
import { settleRankOptions } from '../../engine/lobbyRules';
import { GameSetup } from '../../protocol/game';
import { NewGamePayload } from '../../protocol/lobby';
import { games } from '../db/schema/games';
import type { GameMeta } from '../node/types';
import { deckStatus } from './decks';
import type { Writing } from './lobby';
import type { PendingGame, PendingPlayer } from './types';

/**
 * After a whole restart the nodes bring their running games back from the database, but the lobby's
 * list was in memory: this lists those games again (from games.meta and setup), with each human
 * seat in its game, so a player who reconnects to the lobby is handed off back to it.
 * `node` limits it to one node's games (the in-process node); games already listed are kept.
 */
export async function relistRunning(lobby: Writing, node?: string): Promise<number> {
  const rows = await lobby.ctx.db.select().from(games).where(and(isNotNull(games.startedAt), isNull(games.finishedAt)));
  let n = 0;
  for (const r of rows) {
    if ((node && r.node !== node) || lobby.games.has(r.id) || !r.meta || !r.setup) continue;
    const meta = r.meta as GameMeta;
    const setup = GameSetup.parse(r.setup);
    const options = settleRankOptions(NewGamePayload.parse({
      name: meta.name,
      gameType: meta.gameType === 'competitive' ? 'competitive' : 'casual',
      gameFormat: meta.gameFormat,
      gamePrivate: meta.gamePrivate,
      ranked: meta.ranked,
      saveReplay: meta.saveReplay,
      timeLimit: meta.timeLimit,
      vsBot: meta.gameType !== 'solo' && meta.seats.some((x) => x.isBot),
      botLevel: meta.botLevel,
      ...setup.options,
    }));
    const players = new Map<string, PendingPlayer>();
    meta.seats.forEach((seat, i) => {
      const deck = setup.players[i]?.deck;
      const content = { deckChampions: seat.champions, cards: deck?.cards ?? [] };
      players.set(seat.username, {
        userId: seat.userId,
        username: seat.username,
        blockList: [],
        avatar: null,
        faveColor: null,
        gamesPlayed: 0,
        isBot: seat.isBot,
        champions: seat.champions,
        deck: {
          name: seat.deckName,
          deckId: seat.deckId,
          ...content,
          dicepool: deck?.dicepool ?? [],
          ...deckStatus(lobby.ctx.catalog, content),
        },
      });
    });
    const game: PendingGame = {
      id: r.id,
      options,
      password: null,
      owner: meta.owner,
      players,
      spectators: new Map(),
      createdAt: r.createdAt,
      started: true,
      startedAt: r.startedAt,
      finishedAt: null,
      winner: null,
      node: r.node,
      solo: meta.gameType === 'solo',
      draft: null,
      starting: true,
      messages: [],
    };
    lobby.games.set(game.id, game);
    for (const seat of meta.seats) if (!seat.isBot && !lobby.userGame.has(seat.username)) lobby.userGame.set(seat.username, game.id);
    lobby.publish(game);
    n++;
  }
  return n;
}
