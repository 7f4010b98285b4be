import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { card, underRulesOf } from '../../../src/engine/catalog';
import v6Cards from '../../../assets/cards/v6/cards.json';
import v5Cards from '../../../assets/cards/v5/cards.json';

/**
 * Rules version 7 retuned cards (issue 17: precon matchups and card impact); a game set up under
 * version 6 keeps each of them as assets/cards/v6/cards.json holds it, a version-7 game gets today's card.
 */
describe('cards retuned in rules version 7', () => {
  const at = (rulesVersion: number) => new Match({ rulesVersion }).s.setup;

  it('every retuned card reads as version 6 kept it in a version-6 game, and as today in a version-7 game', () => {
    expect(v6Cards.length).toBeGreaterThan(0);
    for (const old of v6Cards) {
      const then = underRulesOf(at(6), () => card(old.id));
      const now = underRulesOf(at(7), () => card(old.id));
      expect(then, old.id).toEqual(old);
      expect(now, `${old.id} is retuned`).not.toEqual(old);
    }
  });

  it('version 5 still reads its own cards under the version-6 layer', () => {
    for (const old of v5Cards) expect(underRulesOf(at(5), () => card(old.id)), old.id).toEqual(old);
  });
});
