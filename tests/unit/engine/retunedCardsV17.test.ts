import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { frozenLayerTests } from './frozenLayer';
import v16Cards from '../../../assets/cards/v16/cards.json';
import v15Cards from '../../../assets/cards/v15/cards.json';

/**
 * Rules version 17 gave the reactions that answer one beat of a battle a blow to strike, let Hourglass Charm turn for
 * any die and held back the three cards furthest above a plain unit (docs/decisions.md, "Rules version 17").
 * A game set up under version 16 keeps those cards as assets/cards/v16/cards.json holds them, with their version-16
 * behaviours; each test below plays both versions side by side.
 */
const A = 'alpha';
const B = 'beta';
const both = [17, 16] as const;

/** Alpha attacks Seraphine with Orla; beta blocks with Bram: alpha's window "when your attack is blocked" is open. */
const blocked = (rulesVersion: number, hand: string) => {
  const m = new Match({ alpha: { hand: [hand] }, rulesVersion }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn');
  return m.click(B, B, 'bram-oakenroot').click(B, A, 'orla-cinderhand').button(B, 'done-blocking');
};

/** Alpha attacks Seraphine with Orla and Bram; beta's window "when an enemy attack is declared against you" is open. */
const attacked = (rulesVersion: number, hand: string) =>
  new Match({ beta: { hand: [hand] }, rulesVersion }).attack(A, ['orla-cinderhand', 'bram-oakenroot'], 'seraphine-dawnsworn', { react: true });

describe('rules version 17', () => {
  frozenLayerTests(17, v16Cards, v15Cards);

  it('Counterblow hurts the blocker it disarms for 2 from version 17', () => {
    const [now, v16] = both.map((v) => blocked(v, 'counterblow').click(A, A, 'counterblow').click(A, B, 'bram-oakenroot'));
    // Orla's blow (2) in both; the card's own 2 from version 17. The disarmed blocker hits nothing back in both.
    expect([now, v16].map((m) => m.card(B, 'bram-oakenroot').damage)).toEqual([4, 2]);
    expect([now, v16].map((m) => m.card(A, 'orla-cinderhand').damage)).toEqual([0, 0]);
  });

  it('Stolen Kiss hurts the blocker it frees for 2 from version 17', () => {
    const [now, v16] = both.map((v) => blocked(v, 'stolen-kiss').click(A, A, 'stolen-kiss').click(A, B, 'bram-oakenroot'));
    expect([now, v16].map((m) => m.card(B, 'bram-oakenroot').damage)).toEqual([2, 0]);
    // The attacker goes through to Seraphine in both, and the card draws in both.
    expect([now, v16].map((m) => m.card(B, 'seraphine-dawnsworn').damage)).toEqual([2, 2]);
    expect([now, v16].map((m) => m.s.players[A].piles.hand.length)).toEqual([1, 1]);
  });

  it('Divine Reprisal deals 1 damage to each attacking character from version 17', () => {
    const [now, v16] = both.map((v) => attacked(v, 'divine-reprisal').click(B, B, 'divine-reprisal'));
    expect([now, v16].map((m) => [m.card(A, 'orla-cinderhand').damage, m.card(A, 'bram-oakenroot').damage])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    expect([now, v16].map((m) => m.card(B, 'seraphine-dawnsworn').armor)).toEqual([2, 2]);
  });

  it('Turncoat Kiss deals 4 from version 17, 3 in version 16', () => {
    const [now, v16] = both.map((v) => blocked(v, 'turncoat-kiss').click(A, A, 'turncoat-kiss').click(A, B, 'bram-oakenroot'));
    // The card's damage, then Orla's blow (2); Bram strikes back at Orla in both.
    expect([now, v16].map((m) => m.card(B, 'bram-oakenroot').damage)).toEqual([4 + 2, 3 + 2]);
  });

  it('Flashfire Ward deals 2 from version 17, 3 in version 16', () => {
    const [now, v16] = both.map((v) => attacked(v, 'flashfire-ward').click(B, B, 'flashfire-ward').click(B, A, 'orla-cinderhand'));
    expect([now, v16].map((m) => m.card(A, 'orla-cinderhand').damage)).toEqual([2, 3]);
  });

  it('Hourglass Charm turns for any die from version 17; version 16 asks for a time die', () => {
    const [now, v16] = both.map((v) => {
      const m = new Match({ alpha: { spells: ['hourglass-charm'], faces: 'basic' }, rulesVersion: v });
      m.card(A, 'orla-cinderhand').exhausted = true;
      return m;
    });
    now.click(A, A, 'hourglass-charm').click(A, A, 'orla-cinderhand');
    expect([now.card(A, 'orla-cinderhand').exhausted, now.card(A, 'orla-cinderhand').statuses, now.card(A, 'hourglass-charm').exhausted]).toEqual([false, ['empowered'], true]);
    expect(v16.refuse(A, { command: 'cardClicked', uuid: v16.uuid(A, 'hourglass-charm') })).toMatch(/cannot be played or used/);
    expect(v16.card(A, 'orla-cinderhand').exhausted).toBe(true);
  });
});
