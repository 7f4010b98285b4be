import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { card, underRulesOf } from '../../../src/engine/catalog';
import v12Cards from '../../../assets/cards/v12/cards.json';
import v11Cards from '../../../assets/cards/v11/cards.json';

/**
 * Rules version 13 gave Temporal Anchor one more armor and Lysandra one less defense (docs/decisions.md, "Rules version
 * 13"; its Emberfall is in earlyEmberfall.test.ts). A game set up under version 12 keeps both cards as
 * assets/cards/v12/cards.json holds them, and Temporal Anchor as it was.
 */
const A = 'alpha';
const B = 'beta';
const at = (rulesVersion: number) => new Match({ rulesVersion }).s.setup;

describe('rules version 13', () => {
  it('every retuned card reads as version 12 kept it in a version-12 game, and as today in a version-13 game', () => {
    expect(v12Cards.length).toBeGreaterThan(0);
    for (const old of v12Cards) {
      expect(underRulesOf(at(12), () => card(old.id)), old.id).toEqual(old);
      expect(underRulesOf(at(13), () => card(old.id)), `${old.id} is retuned`).not.toEqual(old);
    }
  });

  it('version 11 still reads its own cards under the version-12 layer', () => {
    for (const old of v11Cards) expect(underRulesOf(at(11), () => card(old.id)), old.id).toEqual(old);
  });

  it('Lysandra has 9 defense; in version 12 she had 10', () => {
    expect(underRulesOf(at(13), () => card('lysandra-velvetine').defense)).toBe(9);
    expect(underRulesOf(at(12), () => card('lysandra-velvetine').defense)).toBe(10);
  });

  const anchor = (rulesVersion: number) => {
    const m = new Match({ beta: { hand: ['temporal-anchor'] }, rulesVersion }).attack(A, ['orla-cinderhand', 'bram-oakenroot'], 'seraphine-dawnsworn', { react: true });
    return m.click(B, B, 'temporal-anchor').card(B, 'seraphine-dawnsworn').armor;
  };

  it('Temporal Anchor gives the attackers plus 2 armor; in version 12 plus 1', () => {
    expect(anchor(13)).toBe(4);
    expect(anchor(12)).toBe(3);
  });
});
