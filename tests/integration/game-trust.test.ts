import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inflateSync, strFromU8 } from 'fflate';
import { botAction, FORFEIT_ARGS, replayLog, stateHash } from '../../src/engine';
import { GameSetup, ReplayFile, RULES_VERSION } from '../../src/protocol/game';
import type { Handoff } from '../../src/protocol/sockets';
import { gameActions, games } from '../../src/server/db/schema/games';
import { GameClient, LobbyClient, makeUser, type TestUser } from '../support/lobbyClient';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';

process.env.BOT_DELAY_MS = '0';

/** The engine's trust rules seen from outside: the lobby's seed, the sockets, the replay download. */
describe.each(databaseKinds())('engine trust over the real server on %s', (kind) => {
  let t: TestServer;
  let ann: TestUser, bob: TestUser, cat: TestUser;
  beforeAll(async () => {
    t = await startTestServer(kind);
    [ann, bob, cat] = await Promise.all([makeUser(t, 'tann'), makeUser(t, 'tbob'), makeUser(t, 'tcat')]);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('seeds a lobby game with 256 secure bits, keeps the seed off every socket until the end, refuses a forged /forfeit, and releases the seed with the replay', async () => {
    const [a, b, s] = await Promise.all([LobbyClient.connect(t.url, ann), LobbyClient.connect(t.url, bob), LobbyClient.connect(t.url, cat)]);
    const game = await a.newGame({ name: 'trust', saveReplay: true });
    await b.ok('joingame', game.id);
    await s.ok('watchgame', game.id);
    await a.ok('selectdeck', game.id, true, 'hearthfire-vanguard', true);
    await b.ok('selectdeck', game.id, true, 'ashen-pact', true);
    const handoffs = [a, b, s].map((c) => c.next<Handoff>('handoff'));
    await a.ok('startgame', game.id);
    const [ga, gb, gs] = await Promise.all((await Promise.all(handoffs)).map((h) => GameClient.connect(t.url, h)));
    const clients = { tann: ga, tbob: gb };

    const [row] = await t.server.ctx.db.select().from(games).where(eq(games.id, game.id));
    const setup = GameSetup.parse(row.setup);
    expect(setup.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(setup.rngVersion).toBe(2);
    // New games record the rules they are played and replayed under (pay after the target: issue 15).
    expect(setup.rulesVersion).toBe(RULES_VERSION);

    // A player typing '/forfeit timeout' (or sending it as a manual command) is refused; the game goes on.
    const live = t.server.ctx.gameNode!.games.get(game.id)!;
    for (const text of ['/forfeit timeout', '/forfeit absence', '/forfeit left']) {
      expect(await ga.act({ command: 'chat', text })).toEqual({ success: false, message: FORFEIT_ARGS });
    }
    expect((await gb.act({ command: 'manual', name: 'forfeit', args: ['timeout'] })).success).toBe(false);
    expect(live.state.winner).toBeNull();

    for (let i = 0; i < 3000 && !live.state.winner; i++) {
      const st = live.state;
      const who = st.order.find((n) => botAction(st, n)) as keyof typeof clients | undefined;
      if (!who) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const ack = await clients[who].emit('game', { action: { ...botAction(st, who)!, stateId: st.stateId } });
      if (!ack.success && live.state.stateId === st.stateId) throw new Error(ack.message);
    }
    expect(live.state.winReason).toBe('champions defeated');
    await Promise.all([ga, gb, gs].map((c) => c.until((v) => !!v.winner)));
    await t.server.ctx.gameNode!.flush();

    // Nothing any socket received during the game carried the seed.
    for (const c of [a, b, s, ga, gb, gs]) expect(JSON.stringify(c.log).includes(setup.seed as string)).toBe(false);
    // The stored log holds only players' actions, none of them a forfeit.
    const stored = await t.server.ctx.db.select().from(gameActions).where(eq(gameActions.gameId, game.id));
    expect(JSON.stringify(stored)).not.toMatch(/forfeit/);

    // The finished game's replay carries the setup, seed included: it replays to the same end.
    const res = await fetch(`${t.url}/api/game/${game.id}/replay`, { headers: { authorization: `Bearer ${ann.token}` } });
    expect(res.status).toBe(200);
    const replay = ReplayFile.parse(JSON.parse(strFromU8(inflateSync(new Uint8Array(await res.arrayBuffer())))));
    expect(replay.setup.seed).toBe(setup.seed);
    expect(replay.winner).toBe(live.state.winner);
    [a, b, s, ga, gb, gs].forEach((c) => c.close());
  });

  it("records a player's leaving as the node's system entry, which the stored replay reproduces", async () => {
    const [a, b] = await Promise.all([LobbyClient.connect(t.url, ann), LobbyClient.connect(t.url, bob)]);
    const game = await a.newGame({ name: 'trust leave', saveReplay: true });
    await b.ok('joingame', game.id);
    await a.ok('selectdeck', game.id, true, 'gloam-court', true);
    await b.ok('selectdeck', game.id, true, 'wildwood-wardens', true);
    // Only this game's handoffs (the lobby may have handed the first game over again on connect).
    const handoffs = [a, b].map((c) => c.next<Handoff>('handoff', (h) => h.gameId === game.id, 8000, c.log.length));
    await a.ok('startgame', game.id);
    const [ga, gb] = await Promise.all((await Promise.all(handoffs)).map((h) => GameClient.connect(t.url, h)));
    // The game socket's own leave event (not a game action): the node forfeits the game for 'tbob'.
    gb.socket.emit('leavegame'); // no ack: the node closes the socket as it leaves
    const v = await ga.until((x) => !!x.winner);
    expect(v).toMatchObject({ winner: 'tann', winReason: 'left' });
    await t.server.ctx.gameNode!.flush();
    const stored = await t.server.ctx.db.select().from(gameActions).where(eq(gameActions.gameId, game.id));
    expect(stored.at(-1)).toMatchObject({ player: 'tbob', entry: { player: 'tbob', system: { command: 'forfeit', reason: 'left' } } });
    const res = await fetch(`${t.url}/api/game/${game.id}/replay`, { headers: { authorization: `Bearer ${ann.token}` } });
    const raw = JSON.parse(strFromU8(inflateSync(new Uint8Array(await res.arrayBuffer()))));
    const replay = ReplayFile.parse(raw);
    expect(replay.log.at(-1)).toEqual({ player: 'tbob', system: { command: 'forfeit', reason: 'left' } });
    // Replayed on the setup as stored (its key order is part of the hash), it ends where the game ended.
    const again = replayLog(raw.setup, replay.log);
    expect(again.winReason).toBe('left');
    expect(stateHash(again)).toBe(replay.finalHash);
    [a, b, ga, gb].forEach((c) => c.close());
  });
});
