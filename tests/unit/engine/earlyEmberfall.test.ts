import { describe, it, expect } from 'vitest';
import { Match } from './driver';

const A = 'alpha';
const B = 'beta';

/** Ends round `from` (both players end their turn) so that round `from + 1` is prepared. */
function roundAfter(from: number, rulesVersion: number): Match {
  const deck = Array(12).fill('quick-study');
  const m = new Match({ rulesVersion, alpha: { deck }, beta: { deck } });
  m.s.round = from;
  m.button(A, 'end-turn').button(B, 'end-turn');
  expect(m.s.round).toBe(from + 1);
  return m;
}

/**
 * Rules version 6 (issue 17): Emberfall strikes from round 7 and grows by 3 a round (3 damage, then
 * 6 in round 8, ...), not from round 9 by 1 a round, so few games last beyond 8 rounds. Version-5
 * games keep it from round 9 by 1.
 */
describe('Emberfall from round 7, growing by 3 (rules version 6)', () => {
  it('round 7 burns every living champion for 3 and round 8 for 6 in a version-6 game', () => {
    const six = roundAfter(5, 6);
    expect(six.card(A, 'orla-cinderhand').damage).toBe(0);
    const seven = roundAfter(6, 6);
    expect(seven.card(A, 'orla-cinderhand').damage).toBe(3);
    expect(seven.card(B, 'orla-cinderhand').damage).toBe(3);
    const eight = roundAfter(7, 6);
    expect(eight.card(B, 'orla-cinderhand').damage).toBe(6);
  });

  it('a version-5 game has no Emberfall before round 9', () => {
    for (const from of [6, 7]) {
      const m = roundAfter(from, 5);
      expect(m.card(A, 'orla-cinderhand').damage, `round ${from + 1}`).toBe(0);
      expect(m.card(B, 'bram-oakenroot').damage, `round ${from + 1}`).toBe(0);
    }
    expect(roundAfter(8, 5).card(A, 'orla-cinderhand').damage).toBe(1);
  });
});

/**
 * Rules version 13 (issue 17): Emberfall strikes from round 6 and grows by 2 a round (2, 4, 6, 8), the same burn by round
 * 8 as version 6's 3 and 6, spread over one more round. Version-12 games keep it from round 7 by 3.
 */
describe('Emberfall from round 6, growing by 2 (rules version 13)', () => {
  it('round 6 burns every living champion for 2, round 7 for 4 and round 8 for 6 in a version-13 game', () => {
    expect(roundAfter(4, 13).card(A, 'orla-cinderhand').damage).toBe(0);
    const six = roundAfter(5, 13);
    expect([six.card(A, 'orla-cinderhand').damage, six.card(B, 'bram-oakenroot').damage]).toEqual([2, 2]);
    expect(roundAfter(6, 13).card(B, 'orla-cinderhand').damage).toBe(4);
    expect(roundAfter(7, 13).card(A, 'seraphine-dawnsworn').damage).toBe(6);
  });

  it('a version-12 game still has no Emberfall in round 6 and burns 3 in round 7', () => {
    expect(roundAfter(5, 12).card(A, 'orla-cinderhand').damage).toBe(0);
    expect(roundAfter(6, 12).card(A, 'orla-cinderhand').damage).toBe(3);
  });
});
