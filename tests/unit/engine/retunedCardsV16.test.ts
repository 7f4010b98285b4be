import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { attackOf } from '../../../src/engine/ops';
import { underRulesOf } from '../../../src/engine/catalog';
import { frozenLayerTests } from './frozenLayer';
import v15Cards from '../../../assets/cards/v15/cards.json';
import v14Cards from '../../../assets/cards/v14/cards.json';

/**
 * Rules version 16 gave the cards that read far below a plain unit what they lacked and retuned their decks' champions
 * (docs/decisions.md, "Rules version 16"). A game set up under version 15 keeps those cards as
 * assets/cards/v15/cards.json holds them, with their version-15 behaviours; the new forms' own scenarios are in
 * cards/champions.ts.
 */
const A = 'alpha';
const B = 'beta';
const hand = (m: Match, who: string) => m.s.players[who].piles.hand.length;

describe('rules version 16', () => {
  frozenLayerTests(16, v15Cards, v14Cards);

  it('Veiled Bargain gives the opponent a bacon in version 15', () => {
    const v15 = new Match({ alpha: { hand: ['veiled-bargain'] }, rulesVersion: 15 }).click(A, A, 'veiled-bargain');
    expect([hand(v15, A), v15.s.players[B].bacon]).toEqual([2, 1]);
  });

  it('Lay on Hands draws no card in version 15', () => {
    const v15 = new Match({ alpha: { hand: ['lay-on-hands'] }, rulesVersion: 15 });
    v15.card(A, 'orla-cinderhand').damage = 4;
    v15.click(A, A, 'lay-on-hands').click(A, A, 'orla-cinderhand');
    expect([v15.card(A, 'orla-cinderhand').damage, hand(v15, A)]).toEqual([1, 0]);
  });

  it('Cinder Pact burns your living champion with the most life left in version 15', () => {
    const v15 = new Match({ alpha: { hand: ['cinder-pact'] }, rulesVersion: 15 });
    v15.card(A, 'orla-cinderhand').damage = 1;
    v15.click(A, A, 'cinder-pact').click(A, B, 'orla-cinderhand');
    expect(['orla-cinderhand', 'bram-oakenroot', 'seraphine-dawnsworn'].map((id) => v15.card(A, id).damage)).toEqual([1, 1, 0]);
  });

  it('Clockwork Foundry is played for 1 basic (any die) in version 16, for 1 time in version 15', () => {
    const now = new Match({ alpha: { hand: ['clockwork-foundry'], faces: 'basic' } }).click(A, A, 'clockwork-foundry');
    expect(now.s.players[A].piles.spells.map((u) => now.s.cards[u].id)).toEqual(['clockwork-foundry']);
    const v15 = new Match({ alpha: { hand: ['clockwork-foundry'], faces: 'basic' }, rulesVersion: 15 });
    expect(v15.refuse(A, { command: 'cardClicked', uuid: v15.uuid(A, 'clockwork-foundry') })).toMatch(/cannot be played/);
  });

  it('Scar Oath draws a card from version 16, none in version 15', () => {
    for (const [rulesVersion, drawn] of [[16, 1], [15, 0]]) {
      const m = new Match({ alpha: { hand: ['scar-oath'] }, rulesVersion }).click(A, A, 'scar-oath').click(A, A, 'bram-oakenroot');
      expect([m.card(A, 'bram-oakenroot').statuses, hand(m, A)], `version ${rulesVersion}`).toEqual([['buffed', 'empowered'], drawn]);
    }
  });

  it('a Clockwork Sentinel hits for 2 from version 16 (Clockwork Foundry and Borrowed Time summon it), for 1 in version 15', () => {
    for (const [rulesVersion, attack] of [[16, 2], [15, 1]]) {
      const m = new Match({ alpha: { hand: ['borrowed-time'] }, rulesVersion }).click(A, A, 'borrowed-time');
      // The engine reads a card as its game's rules version has it (catalog.ts underRulesOf), as every engine entry point does.
      expect(underRulesOf(m.s.setup, () => attackOf(m.s, m.card(A, 'clockwork-sentinel'))), `version ${rulesVersion}`).toBe(attack);
    }
  });
});
