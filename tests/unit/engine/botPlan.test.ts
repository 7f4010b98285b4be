import { describe, it, expect } from 'vitest';
import { applyAction, awaitedPlayer, botAction, createGame, preconSetup, type GameState } from '../../../src/engine';
import { botInputFor, chooseBotPlan } from '../../../src/engine/botPlayer';
import { planAfter, plannedMove, type HeldPlan } from '../../../src/engine/botPlan';
import { createLocalGame } from '../../../src/client/board/local/localGame';

/**
 * Issue 18: a search level decides a whole move once and plays its clicks one by one (engine/botPlan.ts),
 * instead of searching again before every click of an attack or a targeted play.
 */
describe("the bot's plan", () => {
  /** A game of the Strong level (capped iterations) against the rule bot, the Strong seat following its plans. */
  function planGame(seed: string) {
    let s: GameState = createGame(preconSetup(0, 1, seed));
    const bot = s.setup.players[0].name;
    let plan: HeldPlan | null = null;
    let searches = 0;
    let planned = 0;
    let multi: { before: GameState; move: ReturnType<typeof chooseBotPlan> } | null = null;
    for (let i = 0; i < 600 && !s.winner; i++) {
      const who = awaitedPlayer(s)!;
      let action = who === bot ? null : botAction(s, who);
      if (who === bot) {
        const next = plannedMove(plan, s, who);
        let move = next;
        if (next) planned++;
        else {
          searches++;
          move = chooseBotPlan({ ...botInputFor(s, who, 'strong', i), maxIterations: 4 });
          if (move.rest.length && !multi) multi = { before: s, move };
        }
        plan = planAfter(who, s, move!);
        action = move!.action;
      }
      const r = applyAction(s, who, action!);
      if (!r.ok) throw new Error(`${who} at ${s.stateId}: ${r.reason}`);
      s = r.state;
    }
    return { s, searches, planned, multi };
  }

  let played: ReturnType<typeof planGame> | null = null;
  const game = () => (played ??= planGame('plan-1'));

  it('plays every click of a chosen move the engine accepts, searching once per move, to the end of the game', () => {
    const { s, searches, planned, multi } = game();
    expect(s.winner).toBeTruthy();
    expect(multi).not.toBeNull();
    expect(planned).toBeGreaterThan(0);
    // Each planned click is a search saved: more than a few per game (every attack is two clicks at least).
    expect(planned / (planned + searches)).toBeGreaterThan(0.1);
  }, 60_000);

  it('goes on only from the state its own click made, and only with a click the engine accepts there', () => {
    const { multi } = game();
    const { before, move } = multi!;
    const seat = awaitedPlayer(before)!;
    const plan = planAfter(seat, before, move)!;
    const after = applyAction(before, seat, move.action!);
    if (!after.ok) throw new Error(after.reason);
    expect(plannedMove(plan, after.state, seat)).toEqual({ action: move.rest[0], rest: move.rest.slice(1) });
    // Anything else that moved the game on (here the other player's chat line) ends the plan.
    const foe = before.setup.players.find((p) => p.name !== seat)!.name;
    const chat = applyAction(after.state, foe, { command: 'chat', text: 'hm' });
    if (!chat.ok) throw new Error(chat.reason);
    expect(plannedMove(plan, chat.state, seat)).toBeNull();
    expect(plannedMove(plan, after.state, foe)).toBeNull();
    // A click the engine refuses in that state is not played.
    expect(plannedMove({ ...plan, rest: [{ command: 'cardClicked', uuid: 'no-such-card' }] }, after.state, seat)).toBeNull();
  }, 60_000);

  it('the practice game asks its worker once per move, not once per click', async () => {
    let thoughts = 0;
    // Both seats played by the Strong level (a watched game), thinking with a capped search.
    const game = createLocalGame({
      seed: 'plan-local-1',
      botDelay: 0,
      watch: true,
      level: 'strong',
      think: (input) => {
        thoughts++;
        return Promise.resolve(chooseBotPlan({ ...input, maxIterations: 4 }));
      },
    });
    let view = game.view();
    const off = game.subscribe((v) => (view = v));
    const deadline = Date.now() + 50_000;
    while (!view.winner && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    off();
    game.dispose();
    expect(view.winner).toBeTruthy();
    // Every accepted action moves stateId on by one: fewer thoughts than actions means planned clicks were played.
    expect(thoughts).toBeGreaterThan(0);
    expect(thoughts).toBeLessThan(view.stateId * 0.9);
  }, 60_000);
});
