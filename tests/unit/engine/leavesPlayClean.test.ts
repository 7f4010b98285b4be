import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { moveCard } from '../../../src/engine/ops';

const A = 'alpha';
const B = 'beta';

/** Beta has a Mirror Shade (1 defense) in play; alpha's Haunting Whisper destroys it, then beta summons it again. */
function whisperThenSummon(rulesVersion?: number): Match {
  const m = new Match({ rulesVersion, alpha: { hand: ['haunting-whisper'] }, beta: { spells: ['shade-conjury'] } });
  const shades = m.s.players[B].piles.conjurations.filter((u) => m.s.cards[u].id === 'mirror-shade');
  for (const u of shades.slice(1)) moveCard(m.s, u, 'purged');
  moveCard(m.s, shades[0], 'play');
  m.click(A, A, 'haunting-whisper').click(A, B, 'mirror-shade');
  expect(m.card(B, 'mirror-shade').zone).toBe('conjurations');
  m.button(A, 'end-turn').click(B, B, 'shade-conjury');
  expect(m.card(B, 'mirror-shade').zone).toBe('play');
  return m;
}

describe('a card out of play carries nothing (rules version 3)', () => {
  it('a conjuration Haunting Whisper destroys is not marked when it is summoned again', () => {
    expect(whisperThenSummon().card(B, 'mirror-shade').statuses).toEqual([]);
  });

  it('a card entering play from any pile starts clean, whatever was put on it out of play', () => {
    const m = new Match({ alpha: { hand: ['tavern-brawler'] } });
    const c = m.card(A, 'tavern-brawler');
    Object.assign(c, { damage: 1, armor: 2, statuses: ['marked'], tokens: { gold: 1 } });
    m.click(A, A, 'tavern-brawler');
    const after = m.card(A, 'tavern-brawler');
    expect([after.zone, after.damage, after.armor, after.statuses, after.tokens]).toEqual(['play', 0, 0, [], {}]);
  });

  it('games of rules version 2 replay the mark that came back', () => {
    expect(whisperThenSummon(2).card(B, 'mirror-shade').statuses).toEqual(['marked']);
  });
});
