import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { card, underRulesOf } from '../../../src/engine/catalog';
import v7Cards from '../../../assets/cards/v7/cards.json';
import v6Cards from '../../../assets/cards/v6/cards.json';

const A = 'alpha';
const B = 'beta';

/**
 * Rules version 8 retuned cards (issue 17: precon matchups, and cards measured far below a plain unit); a game
 * set up under version 7 keeps each of them as assets/cards/v7/cards.json holds it, and the behaviours that
 * changed (Borrowed Time, Velvet Bribe, Stolen Moment, Wild Surge) act as they did.
 */
describe('cards retuned in rules version 8', () => {
  const at = (rulesVersion: number) => new Match({ rulesVersion }).s.setup;

  it('every retuned card reads as version 7 kept it in a version-7 game, and as today in a version-8 game', () => {
    expect(v7Cards.length).toBeGreaterThan(0);
    for (const old of v7Cards) {
      const then = underRulesOf(at(7), () => card(old.id));
      const now = underRulesOf(at(8), () => card(old.id));
      expect(then, old.id).toEqual(old);
      expect(now, `${old.id} is retuned`).not.toEqual(old);
    }
  });

  it('version 6 still reads its own cards under the version-7 layer (Sworn Blade 3/3 there, 3/2 in version 7, 3/3 again in version 8)', () => {
    for (const old of v6Cards) expect(underRulesOf(at(6), () => card(old.id)), old.id).toEqual(old);
    expect(underRulesOf(at(7), () => card('sworn-blade').defense)).toBe(2);
    expect(underRulesOf(at(8), () => card('sworn-blade').defense)).toBe(3);
  });

  it('borrowed-time: the champion with the most life left takes 1 in a version-7 game only', () => {
    for (const [v, dmg] of [[7, 1], [8, 0]] as const) {
      const m = new Match({ rulesVersion: v, alpha: { hand: ['borrowed-time'] } });
      m.card(A, 'orla-cinderhand').damage = 1;
      m.click(A, A, 'borrowed-time');
      expect(m.s.players[A].actionCount).toBe(2);
      expect(m.card(A, 'bram-oakenroot').damage, `version ${v}`).toBe(dmg);
    }
  });

  it('velvet-bribe: the opponent gains 1 bacon in a version-7 game only', () => {
    for (const [v, bacon] of [[7, 1], [8, 0]] as const) {
      const m = new Match({ rulesVersion: v, alpha: { hand: ['velvet-bribe'] } }).click(A, A, 'velvet-bribe');
      expect(m.s.players[A].bacon).toBe(2);
      expect(m.s.players[B].bacon, `version ${v}`).toBe(bacon);
    }
  });

  it('stolen-moment: draws a card in a version-8 game only', () => {
    for (const [v, drawn] of [[7, 0], [8, 1]] as const) {
      const m = new Match({ rulesVersion: v, alpha: { hand: ['stolen-moment'] } });
      m.card(A, 'bram-oakenroot').exhausted = true;
      const hand = m.s.players[A].piles.hand.length;
      m.click(A, A, 'stolen-moment').click(A, A, 'bram-oakenroot');
      expect(m.card(A, 'bram-oakenroot').exhausted).toBe(false);
      expect(m.s.players[A].piles.hand.length, `version ${v}`).toBe(hand - 1 + drawn);
    }
  });

  it('wild-surge: draws a card in a version-8 game only', () => {
    for (const [v, drawn] of [[7, 0], [8, 1]] as const) {
      const m = new Match({ rulesVersion: v, alpha: { hand: ['wild-surge'] } });
      const hand = m.s.players[A].piles.hand.length;
      m.click(A, A, 'wild-surge').click(A, A, 'orla-cinderhand');
      expect(m.card(A, 'orla-cinderhand').statuses).toEqual(['buffed', 'empowered']);
      expect(m.s.players[A].piles.hand.length, `version ${v}`).toBe(hand - 1 + drawn);
    }
  });
});
