import { afterAll, describe, expect, it } from 'vitest';
import type { ClockMessage, Handoff } from '../../src/protocol/sockets';
import { GameClient, LobbyClient, type TestUser } from '../support/lobbyClient';
import { databaseKinds } from '../support/server';
import { ServerProcess } from '../support/serverProcess';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FULL = 10 * 60_000;

/**
 * Acknowledged means stored: the server process is killed (SIGKILL, no shutdown) right after a move
 * is acknowledged, started again on the same data, and the move and both chess clocks are still there.
 */
describe.each(databaseKinds())('a killed server loses no acknowledged move on %s', (kind) => {
  let srv: ServerProcess;
  afterAll(async () => {
    await srv?.cleanup();
  });

  /** The player whose prompt offers to pass presses it: a real move, which hands the clock over. */
  async function pass(clients: GameClient[]): Promise<{ mover: GameClient; name: string; stateId: number }> {
    const mover = clients.find((c) => c.view!.players[c.view!.viewer!]?.promptState.buttons.some((b) => b.arg === 'end-turn'));
    if (!mover) throw new Error('nobody can pass');
    const name = mover.view!.viewer!;
    const ack = await mover.act({ command: 'menuButton', arg: 'end-turn' });
    expect(ack).toEqual({ success: true });
    return { mover, name, stateId: mover.view!.stateId };
  }

  it('restores the move acknowledged just before the kill, with the clocks where they stood', async () => {
    srv = await ServerProcess.create(kind, { BOT_DELAY_MS: '0', ABSENCE_SECONDS: '600' });
    await srv.start();
    const [ann, bob]: TestUser[] = [await srv.user('kim'), await srv.user('lee')];
    const [a, b] = await Promise.all([LobbyClient.connect(srv.url, ann), LobbyClient.connect(srv.url, bob)]);
    const game = await a.newGame({ name: 'kill -9', timeLimit: 10 });
    await b.ok('joingame', game.id);
    await a.ok('selectdeck', game.id, true, 'gloam-court', true);
    await b.ok('selectdeck', game.id, true, 'ashen-pact', true);
    const handoffs = [a.next<Handoff>('handoff'), b.next<Handoff>('handoff')];
    await a.ok('startgame', game.id);
    const players = await Promise.all((await Promise.all(handoffs)).map((h) => GameClient.connect(srv.url, h)));

    // Each player spends a little of their clock, then passes; the kill follows the second ack at once.
    await sleep(700);
    await pass(players);
    await sleep(700);
    const last = await pass(players);
    srv.kill();
    await srv.stopped();
    // The clocks as the node sent them with the last move: what it stored with it.
    const stored = last.mover.log.filter((e) => e.event === 'clock').at(-1)!.args[0] as ClockMessage;
    expect(stored.remaining[last.name]).toBeLessThan(FULL - 500);
    [a, b, ...players].forEach((c) => c.close());

    const restartedAt = Date.now();
    await srv.start();
    const a2 = await LobbyClient.connect(srv.url, ann);
    const h = await a2.next<Handoff>('handoff');
    expect(h.gameId).toBe(game.id);
    const ga = await GameClient.connect(srv.url, h);
    const clock = await ga.next<ClockMessage>('clock');
    const sinceRestart = Date.now() - restartedAt;

    // The acknowledged move is in the restored game.
    expect(ga.view!.stateId).toBe(last.stateId);
    // The clocks resume from the stored times: the waiting player has exactly what was stored; the
    // awaited one lost at most the time since the restart (the outage is charged to no one).
    expect(clock.running).toBe(stored.running);
    const runner = clock.running!;
    const waiter = Object.keys(stored.remaining).find((n) => n !== runner)!;
    expect(clock.remaining[waiter]).toBe(stored.remaining[waiter]);
    expect(clock.remaining[runner]).toBeLessThanOrEqual(stored.remaining[runner]);
    expect(clock.remaining[runner]).toBeGreaterThanOrEqual(stored.remaining[runner] - sinceRestart);
    for (const ms of Object.values(clock.remaining)) expect(ms).toBeLessThan(FULL - 500);
    [a2, ga].forEach((c) => c.close());
  }, 300_000);
});
