import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decklist } from '../../src/protocol/lobby';
import { LobbyClient, makeUser, type TestUser } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';

/** Site-spec 3, "Hide opponent decklists": the lobby sends an opponent's list only when the game allows it. */
describe('opponent decklists', () => {
  let t: TestServer;
  let u: Record<string, TestUser>;
  const open: LobbyClient[] = [];
  const connect = async (user: TestUser) => {
    const c = await LobbyClient.connect(t.url, user);
    open.push(c);
    return c;
  };
  beforeAll(async () => {
    t = await startTestServer('pglite');
    const names = ['ann', 'bob', 'cat', 'dan', 'eve', 'fox'];
    u = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await makeUser(t, n)])));
  });
  afterAll(async () => {
    open.forEach((c) => c.close());
    await t?.stop();
  });

  /** Two players with chosen precons and one spectator, in a game made with `options`. */
  async function table(owner: string, joiner: string, watcher: string, options: Record<string, unknown>) {
    const [a, b, w] = await Promise.all([connect(u[owner]), connect(u[joiner]), connect(u[watcher])]);
    const game = await a.newGame({ name: 'decklists', ...options });
    await b.ok('joingame', game.id);
    await w.ok('watchgame', game.id);
    await a.ok('selectdeck', game.id, true, -1, true);
    return { a, b, w, game };
  }

  it('off by default: the opponent and a spectator get the list once it is chosen', async () => {
    const { a, b, w, game } = await table('ann', 'bob', 'cat', {});
    expect(game.hideDecklists).toBe(false);
    // Bob has not chosen yet: nothing to send.
    expect(await a.emit('decklist', game.id, 'bob')).toEqual({ success: false, message: 'That player has not chosen a deck yet' });
    for (const viewer of [b, w, a]) {
      const ack = await viewer.emit('decklist', game.id, 'ann');
      expect(ack.success).toBe(true);
      const list = Decklist.parse(ack.success ? ack.data : null);
      expect(list.player).toBe('ann');
      expect(list.name).toBe(a.current?.players.ann.deck?.name);
      expect(list.cards.length).toBeGreaterThan(0);
      expect(list.champions.length).toBeGreaterThan(0);
    }
  });

  it('on: neither the opponent nor a spectator gets it, and the refusal carries no list; one\'s own list stays visible', async () => {
    const { a, b, w, game } = await table('dan', 'eve', 'fox', { hideDecklists: true });
    expect(game.hideDecklists).toBe(true);
    await expect.poll(() => b.games.get(game.id)?.hideDecklists).toBe(true);
    await b.ok('selectdeck', game.id, true, -1, true);
    for (const [viewer, owner] of [[b, 'dan'], [w, 'dan'], [a, 'eve'], [w, 'eve']] as const) {
      expect(await viewer.emit('decklist', game.id, owner)).toEqual({ success: false, message: 'Opponent decklists are hidden in this game' });
    }
    const own = await a.emit('decklist', game.id, 'dan');
    expect(own.success && Decklist.parse(own.data).player).toBe('dan');
  });

  it('refuses a non-boolean option with a clear message, and a list to someone outside the game', async () => {
    const c = await connect(u.cat);
    expect(await c.emit('newgame', { name: 'bad', hideDecklists: 'yes' })).toEqual({
      success: false,
      message: 'Hide opponent decklists must be on or off (true or false)',
    });
    const game = [...c.games.values()].find((g) => g.name === 'decklists' && g.players.dan);
    expect(game).toBeTruthy();
    expect(await c.emit('decklist', game!.id, 'dan')).toEqual({ success: false, message: 'You are not in this game' });
  });
});
