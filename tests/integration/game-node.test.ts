import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botAction } from '../../src/engine';
import type { GameView } from '../../src/protocol/game';
import type { GamePatch, Handoff } from '../../src/protocol/sockets';
import { gamePlayers, games, replays } from '../../src/server/db/schema/games';
import { eq } from 'drizzle-orm';
import { GameClient, LobbyClient, makeUser, type TestUser } from '../support/lobbyClient';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';

process.env.BOT_DELAY_MS = '0';

/** All a viewer may learn of a card it may not see (engine/view.ts `hidden`): an alias, face down, its pile. */
const HIDDEN_CARD_KEYS = new Set(['uuid', 'facedown', 'location']);

/**
 * What a patch writes of a hidden card's identity: for each op adding or replacing something in a pile
 * the viewer may not see (another player's hand, archives or deck; every one of them for a spectator),
 * the card fields beyond HIDDEN_CARD_KEYS that it carries, in its value or in its path.
 */
function hiddenIdentity(message: GamePatch, viewer: string | null): string[] {
  const found: string[] = [];
  for (const op of message.patch) {
    const m = /^\/players\/([^/]+)\/cardPiles\/(hand|archives|deck)(?=\/|$)/.exec(op.path);
    if (!m || m[1] === viewer || op.op === 'remove') continue;
    const [index, key] = op.path.slice(m[0].length).split('/').filter(Boolean);
    const value = (op as { value?: unknown }).value;
    const cards = key !== undefined ? [] : index === undefined ? (value as object[]) : [value as object];
    const keys = key !== undefined ? [key] : cards.flatMap((c) => Object.keys(c));
    for (const k of keys) if (!HIDDEN_CARD_KEYS.has(k)) found.push(`${op.op} ${op.path} ${k}`);
  }
  return found;
}

describe.each(databaseKinds())('game node on %s', (kind) => {
  let t: TestServer;
  let ann: TestUser, bob: TestUser, cat: TestUser;
  beforeAll(async () => {
    t = await startTestServer(kind);
    [ann, bob, cat] = await Promise.all([makeUser(t, 'ann'), makeUser(t, 'bob'), makeUser(t, 'cat')]);
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** Two players from lobby to a started precon game, a spectator watching. */
  async function startedGame(options: Record<string, unknown> = {}) {
    const [a, b, s] = await Promise.all([LobbyClient.connect(t.url, ann), LobbyClient.connect(t.url, bob), LobbyClient.connect(t.url, cat)]);
    const game = await a.newGame({ name: 'node test', ...options });
    await b.next('newgame', (g: { id: string }) => g.id === game.id, 8000, 0);
    await b.ok('joingame', game.id);
    await s.ok('watchgame', game.id);
    await a.ok('selectdeck', game.id, true, 'hearthfire-vanguard', true);
    await b.ok('selectdeck', game.id, true, -1, false);
    const handoffs = [a, b, s].map((c) => c.next<Handoff>('handoff'));
    await a.ok('startgame', game.id);
    const [ha, hb, hs] = await Promise.all(handoffs);
    expect(ha.namespace).toBe(`/game/${game.id}`);
    const [ga, gb, gs] = await Promise.all([GameClient.connect(t.url, ha), GameClient.connect(t.url, hb), GameClient.connect(t.url, hs)]);
    return { game, lobby: [a, b, s], a: ga, b: gb, s: gs, close: () => [a, b, s, ga, gb, gs].forEach((c) => c.close()) };
  }

  /** Plays the server's bot move for whoever is awaited, over the players' own sockets. */
  async function playToEnd(gameId: string, clients: Record<string, GameClient>, maxMoves = 3000) {
    const live = t.server.ctx.gameNode!.games.get(gameId)!;
    for (let i = 0; i < maxMoves && !live.state.winner; i++) {
      const s = live.state;
      const who = s.order.find((n) => botAction(s, n));
      if (!who) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const action = botAction(s, who)!;
      const ack = await clients[who].emit('game', { action: { ...action, stateId: s.stateId } });
      if (!ack.success && live.state.stateId === s.stateId) throw new Error(`refused: ${ack.success ? '' : ack.message}`);
    }
    return live;
  }

  it("holds back other games' lobby changes from players and spectators at the board, and sends the whole list when they leave", async () => {
    const g = await startedGame();
    const [dan, eve] = await Promise.all([makeUser(t, `dan${kind}`), makeUser(t, `eve${kind}`)]);
    const [d, e] = await Promise.all([LobbyClient.connect(t.url, dan), LobbyClient.connect(t.url, eve)]);
    const since = g.lobby.map((c) => c.log.length);
    const other = await d.newGame({ name: 'another game' });
    await e.next('newgame', (x: { id: string }) => x.id === other.id);
    // An answered request on each board socket: a change sent to it before would have arrived first.
    await Promise.all(g.lobby.map((c) => c.emit('getnodestatus')));
    const sent = (c: LobbyClient, from: number) => c.log.slice(from).filter((x) => (x.args[0] as { id?: string } | undefined)?.id === other.id);
    g.lobby.forEach((c, i) => expect(sent(c, since[i]), `lobby socket ${i}`).toEqual([]));
    // Leaving the game brings the list back whole, with the game made meanwhile.
    const games = g.lobby[0].next<{ id: string }[]>('games', (list) => list.some((x) => x.id === other.id));
    g.a.socket.emit('leavegame');
    await games;
    // Bob leaves too (the spectator went with the game's end), so no later test finds them in this game.
    const cleared = g.lobby[1].next('cleargamestate');
    g.b.socket.emit('leavegame');
    await cleared;
    g.close();
    d.close();
    e.close();
  });

  it('plays two players from the lobby to a finished, recorded game with a replay; the spectator never sees a hidden card', async () => {
    const g = await startedGame({ saveReplay: true });
    // Names of hidden hand cards seen in the views the patches built: the spectator's (every hand), ann's (bob's).
    const handNames = new Set<string>();
    const check = () => {
      for (const p of Object.values(g.s.view!.players)) for (const c of p.cardPiles.hand) if (c.name) handNames.add(c.name);
      for (const c of g.a.view!.players.bob.cardPiles.hand) if (c.name) handNames.add(c.name);
    };
    g.s.socket.on('gamepatch', check);
    g.a.socket.on('gamepatch', check);
    const live = await playToEnd(g.game.id, { ann: g.a, bob: g.b });
    expect(live.state.winner).toBeTruthy();
    await g.s.until((v) => !!v.winner);
    await g.a.until((v) => !!v.winner);
    expect(g.s.view!.viewer).toBeNull();
    // No patch, as it travelled, wrote a hidden card's identity: not the spectator's, not a player's.
    for (const [viewer, c] of [[null, g.s], ['ann', g.a], ['bob', g.b]] as const) {
      const leaks = c.log.filter((x) => x.event === 'gamepatch').flatMap((x) => hiddenIdentity(x.args[0] as GamePatch, viewer));
      expect(leaks, `patches to ${viewer ?? 'the spectator'}`).toEqual([]);
    }
    expect(handNames).toEqual(new Set());
    // Every view came from the node's patches as the browser applies them: none missed, none refused.
    for (const c of [g.a, g.b, g.s]) expect(c.patchResults).toEqual({ applied: expect.any(Number), stale: 0, gap: 0, failed: 0 });
    expect(g.s.patchResults.applied).toBeGreaterThan(20);
    // The view ann built from patches is the one the node sends whole when asked.
    const patched = g.a.view;
    const since = g.a.log.length;
    g.a.socket.emit('resync');
    expect(await g.a.next('gamestate', () => true, 8000, since)).toEqual(patched);
    await g.a.next('endprompt');
    await t.server.ctx.gameNode!.flush();
    const [row] = await t.server.ctx.db.select().from(games).where(eq(games.id, g.game.id));
    expect(row.finishedAt).toBeTruthy();
    expect(row.winner).toBe(live.state.winner);
    const players = await t.server.ctx.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, g.game.id));
    expect(players.map((p) => p.username).sort()).toEqual(['ann', 'bob']);
    const [replay] = await t.server.ctx.db.select().from(replays).where(eq(replays.gameId, g.game.id));
    expect(replay.data.length).toBeGreaterThan(10);
    const lobbyView = await g.lobby[2].next<{ id: string; winner?: string | null }>('updategame', (x) => x.id === g.game.id && !!x.winner);
    expect(lobbyView.winner).toBe(live.state.winner);
    g.close();
  });

  it('refuses spectators and stale state ids, brings a reconnecting player back to the same state, and rematches', async () => {
    // Fresh users, so nothing of the first game's lobby events is in these logs.
    const [ann, bob, cat] = await Promise.all([makeUser(t, 'ann2'), makeUser(t, 'bob2'), makeUser(t, 'cat2')]);
    const [a, b, s] = await Promise.all([LobbyClient.connect(t.url, ann), LobbyClient.connect(t.url, bob), LobbyClient.connect(t.url, cat)]);
    const game = await a.newGame({ name: 'reconnect' });
    await b.ok('joingame', game.id);
    await s.ok('watchgame', game.id);
    await a.ok('selectdeck', game.id, true, 'gloam-court', true);
    await b.ok('selectdeck', game.id, true, 'ashen-pact', true);
    await a.ok('startgame', game.id);
    const [ha, hb, hs] = await Promise.all([a.next<Handoff>('handoff'), b.next<Handoff>('handoff'), s.next<Handoff>('handoff')]);
    const [ga, gb, gs] = await Promise.all([GameClient.connect(t.url, ha), GameClient.connect(t.url, hb), GameClient.connect(t.url, hs)]);
    const live = t.server.ctx.gameNode!.games.get(game.id)!;
    // A spectator cannot act; a stale state id is refused; a malformed message is refused.
    const who = live.state.order.find((n) => botAction(live.state, n))!;
    const move = botAction(live.state, who)!;
    expect(await gs.emit('game', { action: { ...move, stateId: live.state.stateId } })).toEqual({ success: false, message: 'Spectators cannot play' });
    const mover = who === 'ann2' ? ga : gb;
    expect((await mover.emit('game', { action: { ...move, stateId: live.state.stateId + 5 } })).success).toBe(false);
    expect((await mover.emit('game', { action: { command: 'launchMissiles' } })).success).toBe(false);
    expect((await mover.emit('game', 'nonsense')).success).toBe(false);
    const before = live.state.stateId;
    expect((await mover.emit('game', { action: { ...move, stateId: before } })).success).toBe(true);
    await ga.until((v) => v.stateId === live.state.stateId);
    // Bob drops; Ann is told of the absence countdown; Bob comes back to the same state.
    const leftAt = await gb.until((v) => v.stateId === live.state.stateId);
    gb.close();
    const absent = await ga.next<{ player: string; remainingMs: number | null }>('absence', (x) => x.player === 'bob2');
    expect(absent.remainingMs).toBeGreaterThan(0);
    const b2 = await LobbyClient.connect(t.url, bob);
    const h2 = await b2.next<Handoff>('handoff');
    const gb2 = await GameClient.connect(t.url, h2);
    expect(gb2.view!.stateId).toBe(live.state.stateId);
    // The same hand, card for card, as bob held when he dropped.
    const hand = (v: GameView) => v.players.bob2.cardPiles.hand.map((c) => [c.uuid, c.name]);
    expect(hand(gb2.view!)).toEqual(hand(leftAt));
    await ga.next<{ remainingMs: number | null }>('absence', (x) => x.remainingMs === null);
    // Ann concedes; both ask for a rematch and are handed off to a new game with the same decks.
    expect((await ga.emit('concede')).success).toBe(true);
    await gb2.until((v) => v.winner === 'bob2');
    expect(gb2.view!.winReason).toBe('concede');
    await gb2.next('endprompt', (p: { state: string }) => p.state === 'choose');
    expect((await ga.emit('rematch', 'rematch')).success).toBe(true);
    await ga.next('endprompt', (p: { state: string }) => p.state === 'waiting');
    const since = b2.log.length;
    await gb2.emit('rematch', 'rematch');
    const started = await ga.next<{ state: string; rematchGameId?: string }>('endprompt', (p) => p.state === 'starting');
    const h3 = await b2.next<Handoff>('handoff', (h) => h.gameId === started.rematchGameId, 8000, since);
    const gb3 = await GameClient.connect(t.url, h3);
    expect(gb3.view!.gameId).toBe(started.rematchGameId);
    [a, b, s, b2, ga, gs, gb2, gb3].forEach((c) => c.close());
  });
});
