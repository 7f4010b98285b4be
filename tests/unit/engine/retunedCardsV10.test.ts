import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { card, underRulesOf } from '../../../src/engine/catalog';
import v9Cards from '../../../assets/cards/v9/cards.json';
import v8Cards from '../../../assets/cards/v8/cards.json';

/**
 * Rules version 10 made dice show their power face two times in three (diceFaces.test.ts); the players' side
 * grew stronger against the solo chimera, so its Blaze and Inferno parts were retuned (issue 17). A game set up
 * under version 9 keeps each retuned part as assets/cards/v9/cards.json holds it.
 */
describe('rules version 10', () => {
  const at = (rulesVersion: number) => new Match({ rulesVersion }).s.setup;

  it('every retuned card reads as version 9 kept it in a version-9 game, and as today in a version-10 game', () => {
    expect(v9Cards.length).toBeGreaterThan(0);
    for (const old of v9Cards) {
      expect(underRulesOf(at(9), () => card(old.id)), old.id).toEqual(old);
      expect(underRulesOf(at(10), () => card(old.id)), `${old.id} is retuned`).not.toEqual(old);
    }
  });

  it('version 8 still reads its own cards under the version-9 layer', () => {
    for (const old of v8Cards) expect(underRulesOf(at(8), () => card(old.id)), old.id).toEqual(old);
  });

  it('the Blaze and Inferno parts of version 10', () => {
    const now = (id: string) => underRulesOf(at(10), () => card(id));
    expect([now('ashmaw-head-blaze'), now('ashmaw-wings-blaze')].map((c) => [c.attack, c.defense])).toEqual([[6, 14], [5, 12]]);
    expect([now('ashmaw-head-inferno'), now('ashmaw-wings-inferno')].map((c) => [c.attack, c.defense])).toEqual([[6, 17], [5, 14]]);
  });
});
