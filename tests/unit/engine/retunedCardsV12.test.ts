import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { frozenLayerTests } from './frozenLayer';
import { startRound } from '../../../src/engine/flow';
import { card, underRulesOf } from '../../../src/engine/catalog';
import v11Cards from '../../../assets/cards/v11/cards.json';
import v10Cards from '../../../assets/cards/v10/cards.json';

/**
 * Rules version 12 made the two passives that decided whole matchups conditional (docs/decisions.md, "Rules version
 * 12"): Corvin's Honeyed Words and Thessaly's Phantasm act only while their champion is ready, Orla's Pyre readies
 * her only when an enemy champion falls, and Seraphine's Dawn Vigil arms Seraphine rather than the most hurt champion. Champions were retuned with them. A game set up under version 11 keeps both passives and every retuned card
 * as assets/cards/v11/cards.json holds them.
 */
const A = 'alpha';
const B = 'beta';
const withCorvin = (rulesVersion: number) =>
  new Match({ rulesVersion, alpha: { hand: ['tavern-brawler'] }, beta: { champions: ['corvin-hexweaver', 'orla-cinderhand', 'seraphine-dawnsworn'] } });

/** Runs the next round's start on the scenario (its passives act, nobody else's state is reset). */
const nextRound = (m: Match) => { startRound(m.s); return m; };

describe('rules version 12', () => {
  frozenLayerTests(12, v11Cards, v10Cards);

  it('Honeyed Words exhausts an arriving enemy unit while Corvin is ready', () => {
    expect(withCorvin(12).click(A, A, 'tavern-brawler').card(A, 'tavern-brawler').exhausted).toBe(true);
  });

  it('an exhausted Corvin lets enemy units arrive ready; in version 11 he did not', () => {
    const v12 = withCorvin(12);
    v12.card(B, 'corvin-hexweaver').exhausted = true; // he used Beguile or attacked this round
    expect(v12.click(A, A, 'tavern-brawler').card(A, 'tavern-brawler').exhausted).toBe(false);

    const v11 = withCorvin(11);
    v11.card(B, 'corvin-hexweaver').exhausted = true;
    expect(v11.click(A, A, 'tavern-brawler').card(A, 'tavern-brawler').exhausted).toBe(true);
  });

  const kindleAUnit = (rulesVersion: number) => {
    const m = new Match({ rulesVersion, beta: { play: ['tavern-brawler'] } });
    m.card(B, 'tavern-brawler').damage = 1;
    return m.click(A, A, 'orla-cinderhand').click(A, B, 'tavern-brawler');
  };

  it('Pyre no longer readies Orla for a unit she finishes; in version 11 it did', () => {
    const v12 = kindleAUnit(12);
    expect(v12.card(B, 'tavern-brawler').zone).toBe('discard');
    expect(v12.card(A, 'orla-cinderhand').exhausted).toBe(true);
    expect(kindleAUnit(11).card(A, 'orla-cinderhand').exhausted).toBe(false);
  });

  it('Pyre readies Orla when an enemy champion falls on her turn', () => {
    const m = new Match({ rulesVersion: 12 });
    const bram = m.card(B, 'bram-oakenroot');
    const defense = underRulesOf(m.s.setup, () => card('bram-oakenroot').defense ?? 0); // Bram as version 12 has him
    bram.damage = defense - 1; // one from defeat
    m.click(A, A, 'orla-cinderhand').click(A, B, 'bram-oakenroot');
    expect(m.card(B, 'bram-oakenroot').damage).toBe(defense);
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(false);
  });

  const hitAnExhaustedThessaly = (rulesVersion: number) => {
    const m = new Match({ rulesVersion, beta: { champions: ['thessaly-gloamveil', 'orla-cinderhand', 'seraphine-dawnsworn'] } });
    m.card(B, 'thessaly-gloamveil').exhausted = true; // she used Veil or attacked this round
    m.attack(A, ['orla-cinderhand'], 'thessaly-gloamveil').button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'thessaly-gloamveil').damage).toBeGreaterThan(0);
    return m.card(B, 'mirror-shade').zone;
  };

  it('Phantasm exhausts a ready Thessaly as it summons her shade; in version 11 she stayed ready', () => {
    const hit = (rulesVersion: number) => {
      const m = new Match({ rulesVersion, beta: { champions: ['thessaly-gloamveil', 'orla-cinderhand', 'seraphine-dawnsworn'] } });
      m.attack(A, ['orla-cinderhand'], 'thessaly-gloamveil').button(B, 'done-blocking').button(A, 'pass');
      expect(m.card(B, 'mirror-shade').zone).toBe('play');
      return m.card(B, 'thessaly-gloamveil').exhausted;
    };
    expect(hit(12)).toBe(true);
    expect(hit(11)).toBe(false);
  });

  it('Phantasm leaves no Mirror Shade when Thessaly was already exhausted; in version 11 it did', () => {
    expect(hitAnExhaustedThessaly(12)).not.toBe('play');
    expect(hitAnExhaustedThessaly(11)).toBe('play');
  });

  const dawnOnAHurtBram = (rulesVersion: number) => {
    const m = new Match({ rulesVersion });
    m.card(A, 'bram-oakenroot').damage = 7; // the least life left after his recover
    nextRound(m);
    return [m.card(A, 'seraphine-dawnsworn').armor, m.card(A, 'bram-oakenroot').armor];
  };

  it('Dawn Vigil arms Seraphine herself; in version 11 it armed the most hurt champion', () => {
    expect(dawnOnAHurtBram(12)).toEqual([1, 0]);
    expect(dawnOnAHurtBram(11)).toEqual([0, 1]);
  });
});
