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
