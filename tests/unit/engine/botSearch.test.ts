import { describe, it, expect } from 'vitest';
import type { GameState } from '../../../src/engine';
import { applyAction, awaitedPlayer, botAction, createGame, preconSetup, stateHash } from '../../../src/engine';
import { botInputFor, chooseBotMove } from '../../../src/engine/botPlayer';
import { underRulesOf } from '../../../src/engine/catalog';
import { cloneState } from '../../../src/engine/clone';
import { privateCopy, fastStep } from '../../../src/engine/search/fast';
import { redactFor } from '../../../src/engine/search/redact';
import { search } from '../../../src/engine/search/mcts';
import { BOT_LEVELS } from '../../../src/protocol/bot';

/** The states of a standard-bot game on `seed`, from the start to the end (or `max` steps). */
function gameStates(a: number, b: number, seed: string, max = 400): GameState[] {
  let s = createGame(preconSetup(a, b, seed));
  const out = [s];
  for (let i = 0; i < max && !s.winner; i++) {
    const who = awaitedPlayer(s)!;
    const r = applyAction(s, who, botAction(s, who)!);
    if (!r.ok) throw new Error(r.reason);
    out.push((s = r.state));
  }
  return out;
}

describe('the search fast path', () => {
  it('reaches the same state hash as applyAction, action by action, over whole seeded games', () => {
    for (const [a, b, seed] of [[0, 1, 'fast-1'], [2, 5, 'fast-2'], [7, 3, 'fast-3']] as const) {
      const states = gameStates(a, b, seed);
      const fast = privateCopy(states[0], true);
      for (let i = 1; i < states.length; i++) {
        const { player, action } = states[i].log[states[i].log.length - 1] as { player: string; action: never };
        expect(underRulesOf(fast.setup, () => fastStep(fast, player, action, true))).toBeNull();
        expect(stateHash(fast)).toBe(stateHash(states[i]));
      }
    }
  }, 60_000);
});

describe('what the bot is given', () => {
  const states = gameStates(1, 4, 'hidden-1', 60);
  const s = states[states.length - 1];
  const me = s.order[0];
  const foe = s.order[1];

  /** `s` with everything `me` cannot see changed: the opponent's hidden cards dealt anew, my deck reordered, another seed. */
  function otherWorld(x: GameState): GameState {
    const t = cloneState(x);
    t.setup = { ...t.setup, seed: 'another seed altogether' };
    t.rng += 17;
    const hidden = [...t.players[foe].piles.hand, ...t.players[foe].piles.deck].map((u) => t.cards[u]);
    const ids = hidden.map((c) => c.id);
    hidden.forEach((c, i) => { c.id = ids[(i + 3) % ids.length]; });
    t.players[me].piles.deck.reverse();
    t.players[foe].optionSettings = { ...t.players[foe].optionSettings, bluffTimer: 9 };
    return t;
  }

  it('is the same for two states that differ only in what the seat cannot see', () => {
    const t = otherWorld(s);
    // The two worlds differ (the opponent's hand holds other cards), yet the seat's input is the same.
    expect(t.players[foe].piles.hand.map((u) => t.cards[u].id)).not.toEqual(s.players[foe].piles.hand.map((u) => s.cards[u].id));
    expect(JSON.stringify(botInputFor(t, me, 'expert', 5))).toBe(JSON.stringify(botInputFor(s, me, 'expert', 5)));
  });

  it('names no hidden card, holds no seed, and is plain data a worker can receive', () => {
    const input = botInputFor(s, me, 'strong', 5);
    const text = JSON.stringify(input);
    for (const u of [...s.players[foe].piles.hand, ...s.players[foe].piles.deck, ...s.players[me].piles.deck]) expect(text).not.toContain(u);
    expect(text).not.toContain(String(s.setup.seed));
    expect(structuredClone(input)).toEqual(input);
  });
});

describe('every level', () => {
  it('makes a move the engine accepts, on many states of seeded games', () => {
    const picks = [...gameStates(0, 6, 'levels-1'), ...gameStates(5, 2, 'levels-2')].filter((_, i) => i % 9 === 0).filter((x) => !x.winner);
    expect(picks.length).toBeGreaterThan(20);
    picks.forEach((x, i) => {
      const who = awaitedPlayer(x)!;
      for (const level of BOT_LEVELS) {
        const input = botInputFor(x, who, level, 1000 + i);
        input.maxIterations = 6;
        const a = chooseBotMove(input);
        expect(a, `${level} at state ${x.stateId}`).not.toBeNull();
        const r = applyAction(x, who, a);
        expect(r.ok ? 'ok' : r.reason, `${level} at state ${x.stateId}: ${JSON.stringify(a)}`).toBe('ok');
      }
    });
  }, 120_000);
});

describe('the search', () => {
  it('is anytime: it stops at its iteration cap whatever its time budget', () => {
    const x = gameStates(3, 4, 'anytime-1', 30).pop()!;
    const who = awaitedPlayer(x)!;
    underRulesOf(x.setup, () => {
      const { state, pools } = redactFor(x, who);
      for (const cap of [1, 4, 9]) expect(search(state, pools, who, { budgetMs: 1e9, maxIterations: cap, seed: 3 }).iterations).toBe(cap);
      // A spent budget still runs one iteration, so a move always comes back.
      expect(search(state, pools, who, { budgetMs: 0, maxIterations: 50, seed: 3 }).iterations).toBe(1);
    });
  });
});
