import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { frozenLayerTests } from './frozenLayer';
import { startRound } from '../../../src/engine/flow';
import v13Cards from '../../../assets/cards/v13/cards.json';
import v12Cards from '../../../assets/cards/v12/cards.json';

/**
 * Rules version 14 narrowed Fenna's Verdant to once a round (docs/decisions.md, "Rules version 14"). A game set up under
 * version 13 keeps Fenna's text as assets/cards/v13/cards.json holds it, and Verdant as it was.
 */
const A = 'alpha';
const nextRound = (m: Match) => { startRound(m.s); return m; };

describe('rules version 14', () => {
  frozenLayerTests(14, v13Cards, v12Cards);

  /** Alpha's most hurt champion's damage after each of three Bramble Hounds: two this round, one the next. */
  const verdant = (rulesVersion: number) => {
    const m = new Match({ rulesVersion, alpha: { champions: ['fenna-mossheart', 'orla-cinderhand', 'seraphine-dawnsworn'], hand: ['bramble-hound', 'bramble-hound', 'bramble-hound'] } });
    m.card(A, 'orla-cinderhand').damage = 5;
    const hurt = () => m.card(A, 'orla-cinderhand').damage;
    const hound = () => m.playAgain(A, 'bramble-hound');
    const seen = [hound().card(A, 'orla-cinderhand').damage];
    seen.push(hound().card(A, 'orla-cinderhand').damage);
    nextRound(m);
    const before = hurt();
    hound();
    seen.push(before - hurt());
    return seen;
  };

  it('Verdant mends once a round (the first unit), and again the next round; in version 13 for every unit', () => {
    expect(verdant(14)).toEqual([4, 4, 1]);
    expect(verdant(13)).toEqual([4, 3, 1]);
  });
});
