import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LobbyGame } from '../../src/protocol/lobby';
import { games, nodeEventOutbox } from '../../src/server/db/schema/games';
import { NodeOutbox } from '../../src/server/node/outbox';
import type { NodeEvent } from '../../src/server/node/types';
import { startTwoPlayerGame } from '../support/games';
import { makeUser } from '../support/lobbyClient';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';

process.env.BOT_DELAY_MS = '0';

/** What a node process holds in memory and loses when killed: how it tells the lobby, and its outbox. */
type NodeInternals = { o: { onEvent: (e: NodeEvent) => void | Promise<void> }; outbox: NodeOutbox };

/**
 * The finished game's news to the lobby is stored with its record (node/outbox.ts): a node that dies
 * after the record's commit and before the event reached the lobby sends it when it starts again.
 */
describe.each(databaseKinds())('the node event outbox on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("tells the lobby of a game's end after the node died between the record and the event", async () => {
    const db = t.server.ctx.db;
    const [ua, ub] = await Promise.all([makeUser(t, 'ann'), makeUser(t, 'bob')]);
    const started = await startTwoPlayerGame(t, ua, ub, { name: 'outbox' });
    const game = { id: started.gameId };
    const [a] = started.lobby;
    const [ga, gb] = [started.players[ua.username], started.players[ub.username]];

    // The node dies after the record's commit, before the lobby has the event: its delivery never lands.
    const node = t.server.ctx.gameNode!;
    const internals = node as unknown as NodeInternals;
    const deliver = internals.o.onEvent;
    const errors = vi.spyOn(t.server.ctx.log, 'error').mockImplementation(() => undefined);
    internals.o.onEvent = (e) => (e.type === 'finished' ? Promise.reject(new Error('killed before the stream had it')) : deliver(e));
    expect(await ga.emit('concede')).toEqual({ success: true });
    await gb.until((v) => v.winner === ub.username);
    const row = async () => (await db.select().from(games).where(eq(games.id, game.id)))[0];
    await expect.poll(async () => (await row()).finishedAt, { timeout: 10_000 }).not.toBeNull();
    const stored = await db.select().from(nodeEventOutbox);
    expect(stored.map((r) => r.event)).toEqual([{ type: 'finished', gameId: game.id, winner: ub.username, winReason: 'concede' }]);
    expect(a.games.get(game.id)?.winner ?? null).toBeNull();

    // Killed: its memory and timers are gone. A new run of the node (same name, same database) starts.
    internals.outbox.close();
    node.games.delete(game.id);
    internals.o.onEvent = deliver;
    errors.mockRestore();
    internals.outbox = new NodeOutbox(db, node.name, (e) => internals.o.onEvent(e), () => undefined);
    await node.restore();

    // The lobby has the result, and the outbox is empty.
    await a.next<LobbyGame>('updategame', (g) => g.id === game.id && g.winner === ub.username, 10_000);
    expect(await db.select().from(nodeEventOutbox)).toEqual([]);
    started.close();
  }, 30_000);
});
