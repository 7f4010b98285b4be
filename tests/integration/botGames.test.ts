import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { awaitedPlayer, botAction } from '../../src/engine';
import type { Handoff } from '../../src/protocol/sockets';
import { games } from '../../src/server/db/schema/games';
import { BotPool } from '../../src/server/node/bots/pool';
import { chooseBotPlan } from '../../src/engine/botPlayer';
import { liveGame, playOneMove, startTwoPlayerGame } from '../support/games';
import { GameClient, LobbyClient, makeUser, type TestUser } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';

process.env.BOT_DELAY_MS = '0';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(done: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error(`never: ${what}`);
    await wait(10);
  }
}

/** Issue 18: a game against the bot at a chosen level, its moves thought on worker threads. */
describe('games against the bot', { timeout: 120_000 }, () => {
  let t: TestServer;
  let u: Record<string, TestUser>;
  const open: { close(): void }[] = [];
  const stubEntry = new URL('../support/botWorkerStub.ts', import.meta.url);

  beforeAll(async () => {
    t = await startTestServer('pglite');
    u = Object.fromEntries(await Promise.all(['bea', 'cal', 'dee', 'eli', 'fay', 'gus', 'hal'].map(async (n) => [n, await makeUser(t, n)])));
  });
  afterAll(async () => {
    open.forEach((c) => c.close());
    await t?.stop();
  });

  /** `user` against the bot at `level`, started and connected; the game's player sockets by name. */
  async function botGame(user: TestUser, options: Record<string, unknown>) {
    const lobby = await LobbyClient.connect(t.url, user);
    open.push(lobby);
    const game = await lobby.newGame({ vsBot: true, ...options });
    await lobby.ok('selectdeck', game.id, true, -1, true);
    const h = lobby.next<Handoff>('handoff');
    await lobby.ok('startgame', game.id);
    const g = await GameClient.connect(t.url, await h);
    open.push(g);
    return { game, live: liveGame(t, game.id), players: { [user.username]: g }, me: g };
  }

  /**
   * Plays the human's moves, one at a time, until `enough` says so. One move in flight at most, and none left in flight
   * on return: a move fired and forgotten could land after the caller read the state (a CI flake, stop 40's clone).
   */
  async function playUntil(gameId: string, players: Record<string, GameClient>, enough: () => boolean): Promise<void> {
    const live = liveGame(t, gameId);
    const me = Object.keys(players)[0];
    const start = Date.now();
    while (!enough() && !live.state.winner) {
      if (Date.now() - start > 60_000) throw new Error('never: the game to get there');
      const s = live.state;
      const action = awaitedPlayer(s) === me ? botAction(s, me) : undefined;
      // A refusal means the state moved on under the move; the next pass reads the new one.
      if (action) await players[me].emit('game', { action: { ...action, stateId: s.stateId } });
      else await wait(10);
    }
  }

  it('a game against the Expert bot in constructed format: its seat, name and level, stored with the game; the bot moves', async () => {
    const { game, live, players } = await botGame(u.bea, { gameFormat: 'constructed', botLevel: 'expert' });
    expect(Object.keys(game.players).sort()).toEqual(['Bot (Expert)', 'bea']);
    expect(game.botLevel).toBe('expert');
    expect(game.players['Bot (Expert)'].role).toBe('bot');
    expect(live.meta.botLevel).toBe('expert');
    const [row] = await t.server.ctx.db.select().from(games).where(eq(games.id, game.id));
    expect((row.meta as { botLevel?: string }).botLevel).toBe('expert');
    const botMoves = () => live.state.log.filter((e) => 'player' in e && e.player === 'Bot (Expert)').length;
    await playUntil(game.id, players, () => botMoves() > 0);
    expect(botMoves()).toBeGreaterThan(0);
  });

  it('an unknown level is refused with a clear message', async () => {
    const lobby = await LobbyClient.connect(t.url, u.cal);
    open.push(lobby);
    expect(await lobby.emit('newgame', { name: 'x', vsBot: true, botLevel: 'grandmaster' })).toMatchObject({ success: false, message: 'Unknown bot level' });
  });

  it("another game's action is answered while a bot thinks, and an answer about a state that moved on is dropped", async () => {
    const shared = new SharedArrayBuffer(8);
    const gate = new Int32Array(shared);
    // The stub holds its move until released: the pool's own limits (a worker's start, a move's time) are not
    // under test here, and on a loaded machine its default could replace the stub mid-test (a CI flake).
    await t.server.ctx.gameNode!.useBots(new BotPool({ entry: stubEntry, workerData: { shared }, size: 1, timeoutMs: 120_000 }));
    const { game, live, players, me } = await botGame(u.dee, { gameFormat: 'precon', botLevel: 'strong' });
    // The bot is thinking: its worker has the move and holds its thread, as a long search does.
    await playUntil(game.id, players, () => Atomics.load(gate, 1) > 0);
    const botMoves = () => live.state.log.filter((e) => 'player' in e && e.player === 'Bot (Strong)').length;
    const before = botMoves();
    const other = await startTwoPlayerGame(t, u.eli, u.fay);
    open.push(other);
    const moved = await playOneMove(t, other.gameId, other.players);
    expect(moved.stateId).toBeGreaterThan(0);
    expect(Atomics.load(gate, 0)).toBe(0);
    // The bot has not moved: its worker still holds the move.
    expect(botMoves()).toBe(before);
    // A chat line moves the game on while the bot still thinks about the state before it.
    const beforeChat = live.state.stateId;
    expect(await me.act({ command: 'chat', text: 'hurry up' })).toMatchObject({ success: true });
    expect(live.state.stateId).not.toBe(beforeChat);
    const afterChat = live.state.stateId;
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    await until(() => live.state.stateId !== afterChat, 'the bot to move');
    expect(live.stats.staleBotAnswers).toBe(1);
    expect(botMoves()).toBeGreaterThan(before);
  });

  it('the bot thinks once per move and plays the rest of it click by click', async () => {
    let thoughts = 0;
    // On this thread with a capped search, counting what the node asks of it.
    await t.server.ctx.gameNode!.useBots({ think: async (input) => (thoughts++, chooseBotPlan({ ...input, maxIterations: 4 })), close: async () => undefined });
    const { game, live, players } = await botGame(u.hal, { gameFormat: 'precon', botLevel: 'expert' });
    const botMoves = () => live.state.log.filter((e) => 'player' in e && e.player === 'Bot (Expert)').length;
    await playUntil(game.id, players, () => botMoves() >= 30);
    expect(thoughts).toBeGreaterThan(0);
    expect(thoughts).toBeLessThan(botMoves());
  });

  it('a worker that dies is replaced and the game goes on with the rule bot', async () => {
    await t.server.ctx.gameNode!.useBots(new BotPool({ entry: stubEntry, workerData: { shared: new SharedArrayBuffer(8), crash: true }, size: 1 }));
    const { game, live, players } = await botGame(u.gus, { gameFormat: 'precon', botLevel: 'novice' });
    const botMoves = () => live.state.log.filter((e) => 'player' in e && e.player === 'Bot (Novice)').length;
    await playUntil(game.id, players, () => botMoves() > 0);
    expect(botMoves()).toBeGreaterThan(0);
  });
});
