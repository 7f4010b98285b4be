import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { frozenLayerTests, setupAt as at } from './frozenLayer';
import { card, underRulesOf } from '../../../src/engine/catalog';
import v9Cards from '../../../assets/cards/v9/cards.json';
import v8Cards from '../../../assets/cards/v8/cards.json';

/**
 * Rules version 10 made dice show their power face two times in three (diceFaces.test.ts); the players' side
 * grew stronger against the solo chimera, so its Blaze and Inferno parts were retuned (issue 17). A game set up
 * under version 9 keeps each retuned part as assets/cards/v9/cards.json holds it.
 */
const A = 'alpha';
const B = 'beta';

describe('rules version 10', () => {
  frozenLayerTests(10, v9Cards, v8Cards);

  // Each card whose behaviour version 10 changed still does in a version-9 game what it did (its version-10 form: cards.test.ts).
  describe('the behaviours version 10 changed, in a version-9 game', () => {
    const v9 = (sc: ConstructorParameters<typeof Match>[0] = {}) => new Match({ ...sc, rulesVersion: 9 });

    it('Hourglass Charm readies and no more', () => {
      const m = v9({ alpha: { spells: ['hourglass-charm'] } });
      m.card(A, 'orla-cinderhand').exhausted = true;
      m.click(A, A, 'hourglass-charm').click(A, A, 'orla-cinderhand');
      expect(m.card(A, 'orla-cinderhand').exhausted).toBe(false);
      expect(m.card(A, 'orla-cinderhand').statuses).not.toContain('empowered');
    });
    it('Borrowed Time readies nobody', () => {
      const m = v9({ alpha: { hand: ['borrowed-time'] } });
      m.card(A, 'bram-oakenroot').exhausted = true;
      m.click(A, A, 'borrowed-time');
      expect(m.card(A, 'bram-oakenroot').exhausted).toBe(true);
      expect(m.s.players[A].piles.hand.length).toBe(1);
    });
    it('Velvet Bribe draws a card and exhausts nobody', () => {
      const m = v9({ alpha: { hand: ['velvet-bribe'] } }).click(A, A, 'velvet-bribe');
      expect(m.s.players[A].piles.hand.length).toBe(1);
      expect(m.card(B, 'bram-oakenroot').exhausted).toBe(false);
    });
    it('Stolen Kiss draws nothing', () => {
      const m = v9({ alpha: { hand: ['stolen-kiss'] } }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn', { react: false });
      m.click(B, B, 'bram-oakenroot').click(B, A, 'orla-cinderhand').button(B, 'done-blocking');
      m.click(A, A, 'stolen-kiss').click(A, B, 'bram-oakenroot');
      expect(m.s.players[A].piles.hand.length).toBe(0);
    });
    it('Turncoat Kiss deals 2', () => {
      const m = v9({ alpha: { hand: ['turncoat-kiss'] } }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn', { react: false });
      m.click(B, B, 'bram-oakenroot').click(B, A, 'orla-cinderhand').button(B, 'done-blocking');
      m.click(A, A, 'turncoat-kiss').click(A, B, 'bram-oakenroot');
      expect(m.card(B, 'bram-oakenroot').damage).toBe(2 + 2); // the kiss's 2, then Orla's 2
    });
    it('Divine Reprisal gives no armor', () => {
      const m = v9({ beta: { hand: ['divine-reprisal'] } }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn', { react: true });
      m.click(B, B, 'divine-reprisal');
      expect(m.card(B, 'seraphine-dawnsworn').armor).toBe(0);
    });
    it('Scar Oath costs 1 damage', () => {
      const m = v9({ alpha: { hand: ['scar-oath'] } }).click(A, A, 'scar-oath').click(A, A, 'bram-oakenroot');
      expect(m.card(A, 'bram-oakenroot').damage).toBe(1);
      expect(m.card(A, 'bram-oakenroot').statuses).toEqual(['buffed', 'empowered']);
    });
    it('Blood Price draws 2 and gains 1 bacon, and hurts no enemy', () => {
      const m = v9({ alpha: { hand: ['blood-price'] } }).click(A, A, 'blood-price').click(A, A, 'bram-oakenroot');
      expect(m.card(A, 'bram-oakenroot').damage).toBe(1);
      expect(m.s.players[A].piles.hand.length).toBe(2);
      expect(m.s.players[A].bacon).toBe(1);
      for (const id of ['orla-cinderhand', 'bram-oakenroot', 'seraphine-dawnsworn']) expect(m.card(B, id).damage, id).toBe(0);
    });
    it('Lay on Hands gives the opponent a card', () => {
      const m = v9({ alpha: { hand: ['lay-on-hands'] } });
      m.card(A, 'orla-cinderhand').damage = 4;
      const foeHand = m.s.players[B].piles.hand.length;
      m.click(A, A, 'lay-on-hands').click(A, A, 'orla-cinderhand');
      expect(m.card(A, 'orla-cinderhand').damage).toBe(1);
      expect(m.s.players[B].piles.hand.length).toBe(foeHand + 1);
    });
    it('Seed Bargain exhausts the character it mends', () => {
      const m = v9({ alpha: { hand: ['seed-bargain'] } });
      m.card(A, 'orla-cinderhand').damage = 4;
      m.click(A, A, 'seed-bargain').click(A, A, 'orla-cinderhand');
      expect(m.card(A, 'orla-cinderhand').exhausted).toBe(true);
    });
    it('Flashfire Ward deals 2', () => {
      const m = v9({ beta: { hand: ['flashfire-ward'] } }).attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true });
      m.click(B, B, 'flashfire-ward').click(B, A, 'orla-cinderhand');
      expect(m.card(A, 'orla-cinderhand').damage).toBe(2);
    });
    it('Entangle and Aegis Call give 1 armor, Misdirection draws nothing', () => {
      const ent = v9({ beta: { hand: ['entangle'] } }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn', { react: true });
      ent.click(B, B, 'entangle').click(B, A, 'orla-cinderhand');
      expect(ent.card(B, 'seraphine-dawnsworn').armor).toBe(1);
      const aegis = v9({ beta: { hand: ['aegis-call'] } }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn', { react: true });
      aegis.click(B, B, 'aegis-call');
      expect(aegis.card(B, 'seraphine-dawnsworn').armor).toBe(1);
      const mis = v9({ beta: { hand: ['misdirection'] } }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn', { react: true });
      mis.click(B, B, 'misdirection').click(B, B, 'bram-oakenroot');
      expect(mis.s.players[B].piles.hand.length).toBe(0);
    });
  });

  it('bacon from a card effect stops at the cap from version 10, and went past it before', () => {
    for (const [rulesVersion, bacon] of [[9, 5], [10, 3]]) {
      const m = new Match({ rulesVersion, alpha: { hand: ['velvet-bribe'] } });
      m.s.players[A].bacon = 3;
      m.click(A, A, 'velvet-bribe');
      expect(m.s.players[A].bacon, `version ${rulesVersion}`).toBe(bacon);
    }
  });

  it('the Blaze and Inferno parts of version 10', () => {
    const now = (id: string) => underRulesOf(at(10), () => card(id));
    expect([now('ashmaw-head-blaze'), now('ashmaw-wings-blaze')].map((c) => [c.attack, c.defense])).toEqual([[6, 14], [5, 12]]);
    expect([now('ashmaw-head-inferno'), now('ashmaw-wings-inferno')].map((c) => [c.attack, c.defense])).toEqual([[6, 17], [5, 14]]);
    // The tails, after the precons were retuned to version 10 (Blaze 37.5% with its 3/10 tail), and again after the
    // second retune (Blaze 64.2% with a 4/11 tail, 51.7% with 3/11).
    expect([now('ashmaw-tail-blaze'), now('ashmaw-tail-inferno')].map((c) => [c.attack, c.defense])).toEqual([[3, 11], [4, 12]]);
  });
});
