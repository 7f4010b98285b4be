import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { legalActions } from '../../../src/engine';

const A = 'alpha';
const B = 'beta';

/** Alpha attacks with Orla; beta passes and blocks nothing; alpha holds Tempered Resolve in the window that follows. */
function unblocked(rulesVersion?: number): Match {
  const m = new Match({ rulesVersion, alpha: { hand: ['tempered-resolve'] } }).attack(A, ['orla-cinderhand'], 'bram-oakenroot');
  return m.button(B, 'done-blocking');
}

describe('Tempered Resolve: "play when your attack is blocked"', () => {
  it('is neither offered nor accepted when nothing blocked (rules version 3)', () => {
    const m = unblocked();
    const uuid = m.uuid(A, 'tempered-resolve');
    expect(legalActions(m.s, A)).not.toContainEqual({ command: 'cardClicked', uuid });
    expect(m.refuse(A, { command: 'cardClicked', uuid })).toMatch(/cannot be played/);
  });

  it('is played once an attacker is blocked', () => {
    const m = new Match({ alpha: { hand: ['tempered-resolve'] } }).attack(A, ['orla-cinderhand'], 'bram-oakenroot');
    m.click(B, B, 'seraphine-dawnsworn').click(B, A, 'orla-cinderhand').button(B, 'done-blocking');
    m.click(A, A, 'tempered-resolve').click(A, A, 'orla-cinderhand');
    expect(m.card(A, 'tempered-resolve').zone).toBe('discard');
    expect(m.card(B, 'seraphine-dawnsworn').damage).toBe(5);
  });

  it('games of rules version 2 keep it playable on an unblocked attack', () => {
    const m = unblocked(2).click(A, A, 'tempered-resolve').click(A, A, 'orla-cinderhand');
    expect(m.card(B, 'bram-oakenroot').damage).toBe(5);
  });
});
