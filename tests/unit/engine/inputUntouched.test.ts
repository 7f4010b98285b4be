import { describe, it, expect } from 'vitest';
import { applyAction, awaitedPlayer, botAction, createGame, legalActions, preconSetup, type GameState } from '../../../src/engine';
import type { GameAction } from '../../../src/protocol/game';
import { rand } from '../../../src/engine/search/rand';

/**
 * The engine never changes the state it is given: the node keeps earlier states for undo, the view memo
 * compares cards with them, and a clone shares a card's statuses and tokens with the state before
 * (engine/clone.ts). Every state is frozen, all the way down, before the next action is applied to it;
 * in a module (strict mode) any write into it throws, so the action fails here instead of quietly
 * changing the past.
 */
function deepFreeze<T>(x: T, seen = new Set<unknown>()): T {
  if (typeof x !== 'object' || x === null || seen.has(x)) return x;
  seen.add(x);
  for (const v of Object.values(x)) deepFreeze(v, seen);
  return Object.freeze(x);
}

function apply(s: GameState, player: string, a: GameAction): GameState {
  const r = applyAction(deepFreeze(s), player, a);
  return r.ok ? r.state : s;
}

/** Plays one game to its end (or `bound` steps): the bot's choice, or a random offered action with chance `randomShare` (seeded). */
function play(seed: number, randomShare: number, bound = 600): GameState {
  const r = rand(seed);
  let s = createGame(preconSetup(seed % 8, (seed * 5 + 3) % 8, `untouched-${seed}`));
  for (let i = 0; i < bound && !s.winner; i++) {
    const p = awaitedPlayer(s);
    if (!p) break;
    const offered = legalActions(s, p);
    const a = r.next() < randomShare && offered.length ? offered[r.int(offered.length)] : botAction(s, p);
    if (!a) break;
    s = apply(s, p, a);
  }
  return s;
}

describe('the engine leaves its input as it was', () => {
  it('bot games, every precon, every state frozen before its next action', () => {
    for (let seed = 0; seed < 8; seed++) expect(play(seed, 0).stateId).toBeGreaterThan(20);
  });

  it('games of random offered actions mixed with the bot', () => {
    for (let seed = 100; seed < 106; seed++) expect(play(seed, 0.5).stateId).toBeGreaterThan(20);
  });

  it("manual mode's tokens, statuses and exhaustion on a frozen state", () => {
    let s = play(7, 0, 40);
    const [a, b] = s.order;
    s = apply(s, a, { command: 'toggleManualMode' });
    s = apply(s, b, { command: 'answerManualMode', accept: true });
    expect(s.manualMode).toBe(true);
    const champ = s.cards[s.players[a].piles.champions[0]];
    const edits: GameAction[] = [
      { command: 'toggleStatus', uuid: champ.uuid, status: 'marked' },
      { command: 'toggleStatus', uuid: champ.uuid, status: 'disarmed' },
      { command: 'toggleStatus', uuid: champ.uuid, status: 'marked' },
      { command: 'modifyCardToken', uuid: champ.uuid, token: 'charge', delta: 2 },
      { command: 'modifyCardToken', uuid: champ.uuid, token: 'charge', delta: -1 },
      { command: 'modifyCardToken', uuid: champ.uuid, token: 'armor', delta: 1 },
      { command: 'toggleExhaust', uuid: champ.uuid },
    ];
    const before = s;
    for (const e of edits) s = apply(s, a, e);
    const now = s.cards[champ.uuid];
    expect(now.statuses).toEqual(['disarmed']);
    expect(now.tokens).toEqual({ ...champ.tokens, charge: 1 });
    expect(now.armor).toBe(champ.armor + 1);
    expect(now.exhausted).toBe(!champ.exhausted);
    // The state before the edits is the one it was.
    expect(before.cards[champ.uuid]).toBe(champ);
    expect(champ.statuses).not.toContain('disarmed');
  });
});
