import { describe, it, expect } from 'vitest';
import { Match } from './driver';

const A = 'alpha';
const B = 'beta';

/** What a player can see of the board after the battle: every card's place, damage and statuses, and the winner. */
function outcome(m: Match) {
  const cards = Object.values(m.s.cards).map((c) => `${c.owner} ${c.id} ${c.zone} ${c.damage} ${c.exhausted} ${[...c.statuses].sort()}`).sort();
  return { cards, winner: m.s.winner, stats: Object.values(m.s.players).map((p) => p.stats) };
}

/**
 * Beta's Orla (8 defense) has 2 life left and is the target; beta's Bram (10 defense) has 2 life
 * left and blocks alpha's Bram. Alpha's Orla goes through. Each hit alone is lethal, and each
 * last stand alone would save the other champion. The numbers are version 3-4 champions' (version 5
 * retuned them), so these games default to version 4.
 */
function battle(order: string[], rulesVersion = 4): Match {
  const m = new Match({ rulesVersion });
  m.card(B, 'orla-cinderhand').damage = 6;
  m.card(B, 'bram-oakenroot').damage = 8;
  m.card(B, 'seraphine-dawnsworn').damage = 5;
  m.attack(A, order, 'orla-cinderhand');
  m.click(B, B, 'bram-oakenroot').click(B, A, 'bram-oakenroot').button(B, 'done-blocking').button(A, 'pass');
  return m;
}

describe('battle damage lands at once (rules version 3)', () => {
  it('the order attackers were declared in does not change the result', () => {
    expect(outcome(battle(['orla-cinderhand', 'bram-oakenroot']))).toEqual(outcome(battle(['bram-oakenroot', 'orla-cinderhand'])));
  });

  it('both champions hit to 0 fall; then each fall heals the survivor by 2', () => {
    const m = battle(['bram-oakenroot', 'orla-cinderhand']);
    expect(m.card(B, 'orla-cinderhand').damage).toBeGreaterThanOrEqual(8);
    expect(m.card(B, 'bram-oakenroot').damage).toBeGreaterThanOrEqual(10);
    expect(m.card(B, 'seraphine-dawnsworn').damage).toBe(1);
    expect(m.s.players[A].stats.championsDefeated).toBe(2);
  });

  it('games of rules version 2 keep their one-hit-at-a-time battles', () => {
    const first = battle(['orla-cinderhand', 'bram-oakenroot'], 2);
    expect(first.card(B, 'orla-cinderhand').damage).toBe(8);
    expect(first.card(B, 'bram-oakenroot').damage).toBe(8);
    expect(outcome(first)).not.toEqual(outcome(battle(['bram-oakenroot', 'orla-cinderhand'], 2)));
  });

  it('a battle that knocks out both sides goes to the attacker, whose turn it is', () => {
    const m = new Match({ rulesVersion: 4 });
    for (const side of [A, B] as const) {
      m.card(side, 'bram-oakenroot').damage = 10;
      m.card(side, 'seraphine-dawnsworn').damage = 9;
      m.card(side, 'orla-cinderhand').damage = 6;
    }
    m.attack(A, ['orla-cinderhand'], 'orla-cinderhand');
    m.button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(A, 'orla-cinderhand').damage).toBe(8);
    expect(m.s.winner).toBe(A);
  });
});

/**
 * Both sides down to Orla (8 defense at versions 3-4, recover 1) with 7 damage. The round ends; in the next one
 * Emberfall (round 10: 2 damage) or fatigue (empty decks) finishes both Orlas in prepare.
 */
function doubleKnockout(next: 'alpha' | 'beta', how: 'emberfall' | 'fatigue', rulesVersion = 4): Match {
  const deck = how === 'fatigue' ? [] : Array(12).fill('quick-study');
  const m = new Match({ rulesVersion, alpha: { deck }, beta: { deck } });
  for (const side of [A, B] as const) {
    m.card(side, 'bram-oakenroot').damage = 10;
    m.card(side, 'seraphine-dawnsworn').damage = 9;
    m.card(side, 'orla-cinderhand').damage = 7;
  }
  if (how === 'emberfall') m.s.round = 9;
  // The first player alternates: the round after this one opens with `next`.
  m.s.firstPlayer = next === A ? B : A;
  m.button(A, 'end-turn').button(B, 'end-turn');
  return m;
}

describe('a double knockout goes to the player whose turn it is (rules version 3)', () => {
  for (const how of ['emberfall', 'fatigue'] as const) {
    it(`${how} in prepare: the round's first player wins, whichever seat`, () => {
      for (const next of [A, B] as const) {
        const m = doubleKnockout(next, how);
        expect(m.card(A, 'orla-cinderhand').damage).toBeGreaterThanOrEqual(8);
        expect(m.card(B, 'orla-cinderhand').damage).toBeGreaterThanOrEqual(8);
        expect(m.s.winner, `${how}, ${next} opens the round`).toBe(next);
      }
    });
  }

  it('games of rules version 2 still give an Emberfall double knockout to seat 2', () => {
    expect(doubleKnockout(A, 'emberfall', 2).s.winner).toBe(B);
  });
});
