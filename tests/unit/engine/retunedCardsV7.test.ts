import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { card, underRulesOf } from '../../../src/engine/catalog';
import v6Cards from '../../../assets/cards/v6/cards.json';
import v5Cards from '../../../assets/cards/v5/cards.json';

const A = 'alpha';

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

  // Shade Conjury's Conjure costs 1 illusion + 2 basic from version 7: the two dice its version-6 cost needed no longer pay for it.
  it('shade-conjury: its version-6 cost no longer pays for it in a version-7 game, and one more die does', () => {
    const two = [{ magic: 'illusion' as const, count: 2 }];
    const then = new Match({ rulesVersion: 6, alpha: { spells: ['shade-conjury'], dice: two } }).click(A, A, 'shade-conjury');
    expect(then.card(A, 'shade-conjury').exhausted).toBe(true);
    const now = new Match({ rulesVersion: 7, alpha: { spells: ['shade-conjury'], dice: two } });
    now.refuse(A, { command: 'cardClicked', uuid: now.uuid(A, 'shade-conjury') });
    expect(now.card(A, 'shade-conjury').exhausted).toBe(false);
    const three = new Match({ rulesVersion: 7, alpha: { spells: ['shade-conjury'], dice: [{ magic: 'illusion' as const, count: 3 }] } }).click(A, A, 'shade-conjury');
    expect(three.card(A, 'shade-conjury').exhausted).toBe(true);
  });

  it('version 5 still reads its own cards under the version-6 layer', () => {
    for (const old of v5Cards) expect(underRulesOf(at(5), () => card(old.id)), old.id).toEqual(old);
  });
});
