import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { frozenLayerTests, setupAt as at } from './frozenLayer';
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
describe('rules version 13', () => {
  frozenLayerTests(13, v12Cards, v11Cards);

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
